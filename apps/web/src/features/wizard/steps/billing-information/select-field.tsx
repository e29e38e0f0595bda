import '@mantine/core/styles/Input.layer.css';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { BillingFormState, BillingValues } from './billing-form.ts';

type SelectName = Exclude<keyof BillingValues, 'is_physical_address'>;
type SelectFieldProps = Omit<NativeSelectProps, 'value' | 'onChange' | 'error'> & {
  /** The billing form holding the choice (`form` is the select's own HTML attribute). */
  billing: BillingFormState;
  name: SelectName;
};

/** A select of the billing form, held by the form's state so a saved or default choice shows as chosen. */
export function SelectField({ billing, name, ...props }: SelectFieldProps) {
  const { field, fieldState } = useController({ control: billing.control, name });
  return (
    <NativeSelect
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
