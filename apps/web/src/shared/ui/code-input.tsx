import '@mantine/core/styles/Input.layer.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import classes from './code-input.module.css';

const CODE_LENGTH = 6;

type CodeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A six-digit one-time code: digits only, six at most, offered by the phone's keyboard and autofill. No maxLength: a
 * code pasted with spaces or dashes would be cut before its last digits.
 */
export function CodeInput({ onChange, ...props }: CodeInputProps) {
  return (
    <TextInput
      maw={240}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      classNames={{ input: classes.code }}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      {...props}
    />
  );
}
