import '@mantine/core/styles/Input.layer.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { validateRepCode } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clientState } from '../../shared/client-state.ts';
import { useContractForm } from '../../shared/form/use-contract-form.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { landingConfigErrorPath } from '../../shared/landing-config-error-path.ts';
import { safeUrl } from '../../shared/theme/site-settings.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { useValidateRepCode } from './api/validate-rep-code.ts';
import { EnrollUnderConfirmation } from './components/enroll-under-confirmation.tsx';
import { employeeMessages } from './employee-messages.ts';

type Rep = NonNullable<CallData<typeof validateRepCode>>;
type RepEnrollmentDialogProps = { opened: boolean; onClose: () => void };

/**
 * A shopper enters the code a representative gave them (the enroller code, never the access code that signs the
 * representative in), sees the representative's name and chooses to enroll in their store (docs/decisions/020).
 */
export function RepEnrollmentDialog({ opened, onClose }: RepEnrollmentDialogProps) {
  const [rep, setRep] = useState<Rep>();
  const [leaving, setLeaving] = useState(false);
  const form = useContractForm(validateRepCode.input, {
    defaultValues: { rep_code: '' },
    errorsClear: 'on-edit',
    failureField: 'rep_code',
  });
  const lookup = useValidateRepCode();
  const navigate = useNavigate();
  const t = useT(employeeMessages);

  const restart = () => setRep(undefined);
  const close = () => {
    onClose();
    form.reset();
    restart();
  };

  async function submit({ rep_code }: { rep_code: string }) {
    setRep((await lookup.mutateAsync(rep_code)) ?? form.refuse(messages.invalidRepCode, 'rep_code'));
  }

  /**
   * As Employee Enrollment's Yes: nothing kept from before, then the representative's store, loaded afresh; a
   * representative without a landing URL leads to the configuration error instead.
   */
  async function enroll(chosen: Rep) {
    const landingUrl = safeUrl(chosen.landing_url ?? undefined);
    if (!landingUrl) {
      close();
      navigate(landingConfigErrorPath('Agent', chosen.landing_page));
      return;
    }
    setLeaving(true);
    await clientState.clearAll();
    window.location.assign(landingUrl);
  }

  return (
    <Dialog opened={opened} onClose={close} title={t('employee.rep.title')}>
      <Stack gap="lg">
        <form onSubmit={form.submit(submit)} noValidate>
          <Stack gap="md">
            <Text>{t('employee.rep.intro')}</Text>
            <TextInput
              label={t('employee.rep.code')}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
              // Changing or clicking the code again goes back to entering it.
              {...form.register('rep_code', { onChange: restart })}
              error={form.errorOf('rep_code')}
              onClick={restart}
            />
            {!rep && (
              <Button type="submit" loading={form.status === 'submitting'}>
                {t('employee.submit')}
              </Button>
            )}
          </Stack>
        </form>
        {rep && (
          <EnrollUnderConfirmation
            kind={t('employee.rep.kind')}
            name={rep.display_name}
            question={t('employee.rep.question', { name: rep.display_name })}
            pending={leaving}
            failure={undefined}
            onNo={restart}
            onYes={() => void enroll(rep)}
          />
        )}
      </Stack>
    </Dialog>
  );
}
