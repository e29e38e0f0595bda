import '@mantine/core/styles/Input.layer.css';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';
import { DobInput } from '../../../shared/filter/dob-input.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { healthMessages } from './health-messages.ts';

/** A path inside the editor's form, under the prefix it was given (`health_info`, say). */
export const pathIn = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);

/** The message under a nested field: the browser's check or the server's, by the field's full path. */
export function useErrorOf() {
  const { errors } = useFormState();
  return (path: string): string | undefined => {
    const error: { message?: unknown } | undefined = get(errors, path);
    return typeof error?.message === 'string' ? error.message : undefined;
  };
}

type DetailProps = { name: string; label: string; required?: boolean };

/** A detail typed as text; long ones (symptoms) get room to write. */
export function TextDetail({ name, label, required = false, long = false }: DetailProps & { long?: boolean }) {
  const { register } = useFormContext();
  const errorOf = useErrorOf();
  const props = { label, required, ...register(name), error: errorOf(name) };
  return long ? <Textarea rows={3} resize="vertical" {...props} /> : <TextInput {...props} />;
}

/** A date typed as MM/DD/YYYY, the slashes added as the digits arrive (month up to 12, day up to 31). */
export function DateDetail({ name, label, required = false }: DetailProps) {
  const { control } = useFormContext();
  const errorOf = useErrorOf();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <DobInput
          {...field}
          value={typeof field.value === 'string' ? field.value : ''}
          label={label}
          required={required}
          error={errorOf(name)}
        />
      )}
    />
  );
}

const yesNoChoices = [
  { value: '', label: 'health.select' },
  { value: '1', label: 'health.yes' },
  { value: '0', label: 'health.no' },
] as const;

/** A Yes/No select (treatment, medication): 1 yes, 0 no. */
export function YesNoDetail({ name, label }: DetailProps) {
  const t = useT(healthMessages);
  const { control } = useFormContext();
  const errorOf = useErrorOf();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <NativeSelect
          {...field}
          value={typeof field.value === 'string' ? field.value : ''}
          label={label}
          required
          data={yesNoChoices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          error={errorOf(name)}
        />
      )}
    />
  );
}
