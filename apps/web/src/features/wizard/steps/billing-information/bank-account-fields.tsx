import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Radio, Stack, TextInput } from '@mantine/core';
import { accountHolderTypeLabels, accountTypeLabels } from '@openenroll/contract/wizard/billing-info';
import { Controller, useWatch } from 'react-hook-form';
import classes from '../../fields/fields.module.css';
import { type BillingFormState, type ExistingBank, NEW, type OnFile } from './billing-form.ts';
import { SelectField } from './select-field.tsx';
import type { useRoutingLookup } from './use-routing-lookup.ts';

type BankAccountFieldsProps = {
  form: BillingFormState;
  banks: ExistingBank[];
  onFile: OnFile;
  routing: ReturnType<typeof useRoutingLookup>;
};

const accountTypes = [
  { value: '', label: 'Select' },
  ...Object.entries(accountTypeLabels).map(([value, label]) => ({ value, label })),
];
const holderTypes = [
  { value: '', label: 'Select' },
  ...Object.entries(accountHolderTypeLabels).map(([value, label]) => ({ value, label })),
];

/**
 * A bank account (part 2, §5 Bank): one of the member's saved accounts, masked, or a new one. The routing number
 * names the bank when it is left; a saved account chosen, the new account's fields are disabled.
 */
export function BankAccountFields({ form, banks, onFile, routing }: BankAccountFieldsProps) {
  const { control, register, errorOf, setValue } = form;
  const source = useWatch({ control, name: 'bank_id' });
  const typing = source === NEW;
  const routingField = register('routing_number');

  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>Bank Account</legend>
      {banks.length > 0 && (
        <Controller
          control={control}
          name="bank_id"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Pay from"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={6}>
                {banks.map((bank) => (
                  <Radio
                    key={bank.bank_id}
                    value={String(bank.bank_id)}
                    label={`${bank.bank_name} ${bank.account_number} (${bank.account_type})`}
                    ref={field.ref}
                  />
                ))}
                <Radio value={NEW} label="A new bank account" />
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      <div className={classes.grid}>
        <div className={classes.wide}>
          <TextInput
            label="Account Holder Name"
            required
            disabled={!typing}
            autoComplete="name"
            {...register('account_name')}
            error={errorOf('account_name')}
          />
        </div>
        <TextInput
          label="Routing Number"
          required
          disabled={!typing}
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          {...routingField}
          onChange={(event) => {
            routing.edited();
            setValue('bank_name', '');
            return routingField.onChange(event);
          }}
          onBlur={(event) => {
            void routing.check(event.currentTarget.value);
            return routingField.onBlur(event);
          }}
          description={routing.checking ? 'Looking up the bank…' : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorOf('routing_number')}
        />
        <TextInput
          label="Bank Name"
          required
          readOnly
          disabled={!typing}
          className={classes.locked}
          description="Filled in from the routing number"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('bank_name')}
          error={errorOf('bank_name')}
        />
        <TextInput
          label="Account Number"
          required
          disabled={!typing}
          inputMode="numeric"
          maxLength={21}
          autoComplete="off"
          description={onFile.accountNumber ? 'Leave it as shown to keep the account on file.' : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('account_number')}
          error={errorOf('account_number')}
        />
        <SelectField
          billing={form}
          name="account_type"
          label="Account Type"
          required
          disabled={!typing}
          data={accountTypes}
        />
        <SelectField
          billing={form}
          name="account_holder_type"
          label="Account Holder Type"
          required
          disabled={!typing}
          data={holderTypes}
        />
      </div>
    </fieldset>
  );
}
