import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { expirationMonths, expirationYears } from '@openenroll/contract/wizard/billing-info';
import { Controller, useController, useWatch } from 'react-hook-form';
import { type Translate, useT } from '../../../../shared/i18n/use-t.ts';
import classes from '../../fields/fields.module.css';
import { useZipState } from '../../fields/use-zip-state.ts';
import { inputFrom, ZipStateInputs } from '../../fields/zip-state-inputs.tsx';
import { type BillingFormState, type ExistingCard, NEW, type OnFile } from './billing-form.ts';
import { billingMessages } from './billing-messages.ts';
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

const cardLabel = (card: ExistingCard, t: Translate<NonNullable<(typeof billingMessages)['ids']>>) =>
  t(card.expired ? 'billing.savedCardExpired' : 'billing.savedCard', {
    brand: card.brand,
    number: card.card_number,
    month: card.expiration_month,
    year: card.expiration_year,
  });

/**
 * A card (part 2, §5 Card): one of the member's saved cards, or a new one with its billing address, which may be the
 * Contact step's (copied and locked; unticking empties it). A saved card chosen, the new card's fields are disabled.
 */
export function CardFields({ form, cards, onFile, contact }: CardFieldsProps) {
  const t = useT(billingMessages);
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
      <legend className={classes.legend}>{t('billing.creditCard')}</legend>
      {cards.length > 0 && (
        <Controller
          control={control}
          name="card_id"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('billing.payWith')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={6}>
                {cards.map((card) => (
                  <Radio
                    key={card.card_id}
                    value={String(card.card_id)}
                    label={cardLabel(card, t)}
                    disabled={card.expired}
                    ref={field.ref}
                  />
                ))}
                <Radio value={NEW} label={t('billing.newCard')} />
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      <div className={classes.grid}>
        <TextInput
          label={t('billing.firstNameOnCard')}
          required
          disabled={!typing}
          autoComplete="cc-given-name"
          {...register('first_name_on_cc')}
          error={errorOf('first_name_on_cc')}
        />
        <TextInput
          label={t('billing.lastNameOnCard')}
          required
          disabled={!typing}
          autoComplete="cc-family-name"
          {...register('last_name_on_cc')}
          error={errorOf('last_name_on_cc')}
        />
        <div className={classes.wide}>
          <TextInput
            label={t('billing.cardNumber')}
            required
            disabled={!typing}
            inputMode="numeric"
            maxLength={30}
            autoComplete="cc-number"
            description={onFile.cardNumber ? t('billing.keepCard') : undefined}
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
          label={t('billing.expirationMonth')}
          required
          disabled={!typing}
          autoComplete="cc-exp-month"
          data={[{ value: '', label: t('billing.month') }, ...expirationMonths]}
        />
        <SelectField
          billing={form}
          name="expiration_year"
          label={t('billing.expirationYear')}
          required
          disabled={!typing}
          autoComplete="cc-exp-year"
          data={[{ value: '', label: t('billing.year') }, ...expirationYears(new Date()).map(String)]}
        />
        <TextInput
          label={t('billing.securityCode')}
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
        <legend className={classes.legend}>{t('billing.billingAddress')}</legend>
        <Checkbox
          label={t('billing.choosePhysical')}
          description={t('billing.usePhysical')}
          checked={physical}
          onChange={(event) => choosePhysical(event.currentTarget.checked)}
        />
        <div className={classes.grid}>
          <div className={classes.wide}>{lockedInput('address1', t('billing.address1'), 'billing address-line1')}</div>
          <div className={classes.wide}>
            {lockedInput('address2', t('billing.address2'), 'billing address-line2', false)}
          </div>
        </div>
        <div className={`${classes.grid} ${classes.three}`}>
          {lockedInput('city', t('billing.city'), 'billing address-level2')}
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
