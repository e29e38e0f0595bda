import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Radio, Stack, TextInput } from '@mantine/core';
import { accountHolderTypes, accountTypes } from '@openenroll/contract/wizard/billing-info';
import { Controller, useWatch } from 'react-hook-form';
import { useT } from '../../../../shared/i18n/use-t.ts';
import classes from '../../fields/fields.module.css';
import { type BillingFormState, type ExistingBank, NEW, type OnFile } from './billing-form.ts';
import { billingMessages } from './billing-messages.ts';
import { SelectField } from './select-field.tsx';
import type { useRoutingLookup } from './use-routing-lookup.ts';

type BankAccountFieldsProps = {
  form: BillingFormState;
  banks: ExistingBank[];
  onFile: OnFile;
  routing: ReturnType<typeof useRoutingLookup>;
};

/**
 * A bank account (part 2, §5 Bank): one of the member's saved accounts, masked, or a new one. The routing number
 * names the bank when it is left; a saved account chosen, the new account's fields are disabled.
 */
export function BankAccountFields({ form, banks, onFile, routing }: BankAccountFieldsProps) {
  const t = useT(billingMessages);
  const select = { value: '', label: t('billing.select') };
  const typeChoices = accountTypes.map((value) => ({ value, label: t(`billing.accountType.${value}`) }));
  const holderChoices = accountHolderTypes.map((value) => ({ value, label: t(`billing.holderType.${value}`) }));
  const { control, register, errorOf, setValue } = form;
  const source = useWatch({ control, name: 'bank_id' });
  const typing = source === NEW;
  const routingField = register('routing_number');

  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('billing.bankAccount')}</legend>
      {banks.length > 0 && (
        <Controller
          control={control}
          name="bank_id"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('billing.payFrom')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={6}>
                {banks.map((bank) => (
                  <Radio
                    key={bank.bank_id}
                    value={String(bank.bank_id)}
                    label={t('billing.savedBank', {
                      bank: bank.bank_name,
                      account: bank.account_number,
                      type: bank.account_type,
                    })}
                    ref={field.ref}
                  />
                ))}
                <Radio value={NEW} label={t('billing.newBank')} />
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      <div className={classes.grid}>
        <div className={classes.wide}>
          <TextInput
            label={t('billing.accountHolderName')}
            required
            disabled={!typing}
            autoComplete="name"
            {...register('account_name')}
            error={errorOf('account_name')}
          />
        </div>
        <TextInput
          label={t('billing.routingNumber')}
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
          description={routing.checking ? t('billing.lookingUpBank') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorOf('routing_number')}
        />
        <TextInput
          label={t('billing.bankName')}
          required
          readOnly
          disabled={!typing}
          className={classes.locked}
          description={t('billing.fromRouting')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('bank_name')}
          error={errorOf('bank_name')}
        />
        <TextInput
          label={t('billing.accountNumber')}
          required
          disabled={!typing}
          inputMode="numeric"
          maxLength={21}
          autoComplete="off"
          description={onFile.accountNumber ? t('billing.keepAccount') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('account_number')}
          error={errorOf('account_number')}
        />
        <SelectField
          billing={form}
          name="account_type"
          label={t('billing.accountType')}
          required
          disabled={!typing}
          data={[select, ...typeChoices]}
        />
        <SelectField
          billing={form}
          name="account_holder_type"
          label={t('billing.accountHolderType')}
          required
          disabled={!typing}
          data={[select, ...holderChoices]}
        />
      </div>
    </fieldset>
  );
}
