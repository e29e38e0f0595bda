import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { formatDobTyping } from './dob-typing.ts';

type DobInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A date of birth typed as MM/DD/YYYY, the slashes added as the digits arrive. */
export function DobInput({ value, onChange, ...props }: DobInputProps) {
  return (
    <TextInput
      placeholder="MM/DD/YYYY"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={value}
      onChange={(event) => onChange(formatDobTyping(event.currentTarget.value, value))}
      {...props}
    />
  );
}
