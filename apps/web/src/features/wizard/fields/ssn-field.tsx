import '@mantine/core/styles/Input.layer.css';
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { SCREENSHOT_PRIVATE } from '../../../shared/screenshot/screenshot.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';

type SsnFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The last 4 digits the server holds, if an SSN is on file. */
  onFile: string | undefined;
  /** The person chose to type the SSN again. */
  reentering: boolean;
  onReenter: () => void;
  onKeep: () => void;
  value: string | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The last 4 digits of what the server answered as an SSN (it sends nothing more). */
export const lastFourOf = (value: unknown) =>
  typeof value === 'string' && /\d{4}/.test(value) ? value.replace(/\D/g, '').slice(-4) : undefined;

/**
 * The SSN: typed as 9 digits (dashes allowed), left out of pictures of the form; once on file, shown as its last 4
 * digits with a way to type it again. A whole SSN never comes back from the server.
 */
export function SsnField({ onFile, reentering, onReenter, onKeep, value, onChange, ...props }: SsnFieldProps) {
  const t = useT(wizardMessages);
  if (onFile && !reentering) {
    return (
      <Group align="flex-end" gap="sm">
        <TextInput
          label={props.label}
          value={`•••-••-${onFile}`}
          readOnly
          description={t('wizard.ssn.onFile')}
          style={{ flex: '1 1 14rem' }}
          aria-label={t('wizard.ssn.onFileLabel', { label: String(props.label), last4: onFile })}
        />
        <Button variant="default" onClick={onReenter}>
          {t('wizard.ssn.reenter')}
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        {...props}
        {...SCREENSHOT_PRIVATE}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d-]/g, '').slice(0, 11))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        placeholder="123-45-6789"
        style={{ flex: '1 1 14rem' }}
      />
      {onFile && (
        <Button variant="default" onClick={onKeep} mt={26}>
          {t('wizard.ssn.keep')}
        </Button>
      )}
    </Group>
  );
}
