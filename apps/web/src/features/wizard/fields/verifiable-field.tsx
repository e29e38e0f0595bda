import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { wizardMessages as contractMessages } from '@openenroll/contract/wizard/fields';
import type { OtpType } from '@openenroll/contract/wizard/otp';
import type { ReactNode } from 'react';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CheckCircleIcon } from '../../../shared/ui/icons.tsx';
import { wizardMessages } from '../shell/wizard-messages.ts';
import type { ContactChecks } from './use-contact-checks.ts';
import classes from './verifiable-field.module.css';

type VerifiableFieldProps = {
  type: OtpType;
  label: string;
  checks: ContactChecks;
  onValidate: () => void;
  /** The field itself, as the step registers it. */
  children: ReactNode;
};

/**
 * An e-mail address or phone the server checks: once doubted it offers 'Click Here to validate via OTP.' (and
 * skipping, to representatives and groups); once proven it shows the contact with a check mark.
 */
export function VerifiableField({ type, label, checks, onValidate, children }: VerifiableFieldProps) {
  const text = useContractText();
  const t = useT(wizardMessages);
  const check = checks.checks[type];
  if (check.kind === 'verified') {
    return (
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          value={check.contact}
          readOnly
          description={t('wizard.field.verified')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          className={classes.verified}
          rightSection={<CheckCircleIcon size={20} className={classes.mark} />}
          style={{ flex: '1 1 14rem' }}
        />
        <Button variant="default" onClick={() => checks.reopen(type)}>
          {t('wizard.field.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      {children}
      {check.kind === 'doubted' && (
        <>
          <Button variant="subtle" size="compact-sm" onClick={onValidate} className={classes.link}>
            {text(contractMessages.validateViaOtp)}
          </Button>
          {checks.maySkip && (
            <Checkbox
              label={t(type === 'email' ? 'wizard.field.skipEmail' : 'wizard.field.skipPhone')}
              checked={checks.skip[type]}
              onChange={(event) => checks.setSkip(type, event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
