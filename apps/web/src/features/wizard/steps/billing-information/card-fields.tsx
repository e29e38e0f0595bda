import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { expirationMonths, expirationYears } from '@openenroll/contract/wizard/billing-info';
import { Controller, useController, useWatch } from 'react-hook-form';
import classes from '../../fields/fields.module.css';
import { useZipState } from '../../fields/use-zip-state.ts';
import { inputFrom, ZipStateInputs } from '../../fields/zip-state-inputs.tsx';
import { type BillingFormState, type ExistingCard, NEW, type OnFile } from './billing-form.ts';
import { SelectField } from './select-field.tsx';

export type ContactAddress = { address1: string; address2: string; city: string; state: string; zip: string };
const addressFields = ['address1', 'address2', 'city', 'state', 'zip'] as const;

type CardFieldsProps = {
  form: BillingFormState;
  cards: ExistingCard[];
  onFile: OnFile;
  /** The Contact step's address, which 'Choose physical address' copies. */
  contact: ContactAddress;
};

const cardLabel = (card: ExistingCard) =>
  `${card.brand} ${card.card_number}, expires ${card.expiration_month}/${card.expiration_year}${card.expired ? ' (expired)' : ''}`;

/**
 * A card (part 2, §5 Card): one of the member's saved cards, or a new one with its billing address, which may be the
 * Contact step's (copied and locked; unticking empties it). A saved card chosen, the new card's fields are disabled.
 */
export function CardFields({ form, cards, onFile, contact }: CardFieldsProps) {
  const { control, register, errorOf, setValue, setError, clearErrors } = form;
  const source = useWatch({ control, name: 'card_id' });
  const physical = useWatch({ control, name: 'is_physical_address' });
  const typing = source === NEW;
  const copied = typing && physical;
  const zip = useController({ control, name: 'zip' });
  const state = useController({ control, name: 'state' });
  const zipState = useZipState(zip.field.value, typing && !physical, {
    found: (abbreviation) => {
      setValue('state', abbreviation, { shouldDirty: true });
      clearErrors('state');
    },
    refused: (message) => {
      setError('zip', { type: 'server', message });
      setValue('state', '');
    },
  });

  function choosePhysical(chosen: boolean) {
    setValue('is_physical_address', chosen, { shouldDirty: true });
    for (const name of addressFields) setValue(name, chosen ? contact[name] : '', { shouldDirty: true });
    clearErrors([...addressFields]);
  }

  const lockedInput = (name: (typeof addressFields)[number], label: string, autoComplete: string, required = true) => (
    <TextInput
      label={label}
      required={required}
      disabled={!typing}
      readOnly={copied}
      className={copied ? classes.locked : undefined}
      autoComplete={autoComplete}
      {...register(name)}
      error={errorOf(name)}
    />
  );

  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>Credit Card</legend>
      {cards.length > 0 && (
        <Controller
          control={control}
          name="card_id"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Pay with"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={6}>
                {cards.map((card) => (
                  <Radio
                    key={card.card_id}
                    value={String(card.card_id)}
                    label={cardLabel(card)}
                    disabled={card.expired}
                    ref={field.ref}
                  />
                ))}
                <Radio value={NEW} label="A new card" />
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      <div className={classes.grid}>
        <TextInput
          label="First Name on Card"
          required
          disabled={!typing}
          autoComplete="cc-given-name"
          {...register('first_name_on_cc')}
          error={errorOf('first_name_on_cc')}
        />
        <TextInput
          label="Last Name on Card"
          required
          disabled={!typing}
          autoComplete="cc-family-name"
          {...register('last_name_on_cc')}
          error={errorOf('last_name_on_cc')}
        />
        <div className={classes.wide}>
          <TextInput
            label="Card Number"
            required
            disabled={!typing}
            inputMode="numeric"
            maxLength={30}
            autoComplete="cc-number"
            description={onFile.cardNumber ? 'Leave it as shown to keep the card on file.' : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('card_number')}
            error={errorOf('card_number')}
          />
        </div>
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        <SelectField
          billing={form}
          name="expiration_month"
          label="Expiration Month"
          required
          disabled={!typing}
          autoComplete="cc-exp-month"
          data={[{ value: '', label: 'Month' }, ...expirationMonths]}
        />
        <SelectField
          billing={form}
          name="expiration_year"
          label="Expiration Year"
          required
          disabled={!typing}
          autoComplete="cc-exp-year"
          data={[{ value: '', label: 'Year' }, ...expirationYears(new Date()).map(String)]}
        />
        <TextInput
          label="Security Code"
          required
          disabled={!typing}
          inputMode="numeric"
          maxLength={4}
          autoComplete="cc-csc"
          {...register('security_code')}
          error={errorOf('security_code')}
        />
      </div>
      <fieldset className={classes.section} disabled={!typing}>
        <legend className={classes.legend}>Billing Address</legend>
        <Checkbox
          label="Choose physical address"
          description="Use the address from your Contact Information"
          checked={physical}
          onChange={(event) => choosePhysical(event.currentTarget.checked)}
        />
        <div className={classes.grid}>
          <div className={classes.wide}>{lockedInput('address1', 'Address Line 1', 'billing address-line1')}</div>
          <div className={classes.wide}>
            {lockedInput('address2', 'Address Line 2', 'billing address-line2', false)}
          </div>
        </div>
        <div className={`${classes.grid} ${classes.three}`}>
          {lockedInput('city', 'City', 'billing address-level2')}
          <ZipStateInputs
            zip={inputFrom(zip)}
            state={inputFrom(state)}
            stateLocked={zipState.locked}
            readOnly={{ zip: copied, state: copied }}
            onZipEdited={() => {
              zipState.edited();
              setValue('state', '');
              clearErrors('state');
            }}
          />
        </div>
      </fieldset>
    </fieldset>
  );
}
