import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';
import classes from './fields.module.css';

type Input = {
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
  error: string | undefined;
};

type ZipStateInputsProps = {
  zip: Input | undefined;
  state: Input | undefined;
  /** The zip's state was found: the state field is locked to it. */
  stateLocked: boolean;
  /** Locked by the server for this enrollment. */
  readOnly: { zip: boolean; state: boolean };
  onZipEdited: () => void;
};

type Controlled = {
  field: { value: unknown; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement> };
  fieldState: { error?: { message?: string } };
};

/** A react-hook-form controller's field as these inputs take it. */
export const inputFrom = ({ field, fieldState }: Controlled): Input => ({
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  ref: field.ref,
  error: fieldState.error?.message,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Zip and state (part 2, §2.5, §2.7): digits only for the zip; the state two letters, upper case, letters only. */
export function ZipStateInputs({ zip, state, stateLocked, readOnly, onZipEdited }: ZipStateInputsProps) {
  const t = useT(wizardMessages);
  return (
    <>
      {state && (
        <TextInput
          label={t('wizard.field.state')}
          required
          maxLength={2}
          autoComplete="address-level1"
          value={text(state.value)}
          onChange={(event) =>
            state.onChange(
              event.currentTarget.value
                .replace(/[^A-Za-z]/g, '')
                .toUpperCase()
                .slice(0, 2),
            )
          }
          onBlur={state.onBlur}
          ref={state.ref}
          readOnly={stateLocked || readOnly.state}
          description={stateLocked ? t('wizard.field.stateFromZip') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          className={stateLocked || readOnly.state ? classes.locked : undefined}
          error={state.error}
        />
      )}
      {zip && (
        <TextInput
          label={t('wizard.field.zip')}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          value={text(zip.value)}
          onChange={(event) => {
            zip.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 5));
            onZipEdited();
          }}
          onBlur={zip.onBlur}
          ref={zip.ref}
          readOnly={readOnly.zip}
          className={readOnly.zip ? classes.locked : undefined}
          error={zip.error}
        />
      )}
    </>
  );
}
