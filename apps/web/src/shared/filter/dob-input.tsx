import '@mantine/core/styles/Input.layer.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../i18n/use-t.ts';
import { formatDobTyping } from './dob-typing.ts';
import { filterMessages } from './filter-messages.ts';

type DobInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A date of birth typed as MM/DD/YYYY, the slashes added as the digits arrive. */
export function DobInput({ value, onChange, ...props }: DobInputProps) {
  const t = useT(filterMessages);
  return (
    <TextInput
      placeholder={t('filter.dobPlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={value}
      onChange={(event) => onChange(formatDobTyping(event.currentTarget.value, value))}
      {...props}
    />
  );
}
