import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Radio, Stack, TextInput } from '@mantine/core';
import {
  isLockedMethod,
  maskAccount,
  maskCard,
  saveBillingInfo,
  saveBillingInfoExisting,
} from '@openenroll/contract/wizard/billing-info';
import type { formFieldsData } from '@openenroll/contract/wizard/tabs';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { callApi } from '../../../../shared/api/call-api.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useBillDates } from '../../api/bill-dates.ts';
import { useBillingText } from '../../api/billing-text.ts';
import { useExistingBanks } from '../../api/existing-banks.ts';
import { useExistingCards } from '../../api/existing-cards.ts';
import { useFormFields } from '../../api/form-fields.ts';
import { usePaymentAgreements } from '../../api/payment-agreements.ts';
import { usePaymentMethod } from '../../api/payment-method.ts';
import classes from '../../fields/fields.module.css';
import { draftOf, readFields, type StepFields } from '../../fields/form-fields.ts';
import { StepForm } from '../../shell/step-form.tsx';
import { StepPage } from '../../shell/step-page.tsx';
import { useStepDraft } from '../../shell/use-step-draft.ts';
import { useWizardStep, type WizardStepState } from '../../shell/use-wizard-step.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import {
  type BillingValues,
  billingDefaults,
  billingFormFor,
  billingRequest,
  type ExistingBank,
  type ExistingCard,
  NEW,
  type OnFile,
  type PaymentChoice,
  secretFields,
} from './billing-form.ts';
import { billingMessages } from './billing-messages.ts';
import { BillingNotices, LockedMethodNotice, type LockedMethodText } from './billing-notices.tsx';
import { CardFields, type ContactAddress } from './card-fields.tsx';
import { SelectField } from './select-field.tsx';
import { useRoutingLookup } from './use-routing-lookup.ts';

/** /enrollment/billing-information (part 2, §2.12). */
export function BillingInformationStep() {
  const wizard = useWizardStep('billing_info');
  const tempId = wizard.tempId ?? '';
  const fields = useFormFields('billing_info', wizard.tempId);
  const contact = useFormFields('contact_info', wizard.tempId);
  const method = usePaymentMethod(tempId);
  const billDates = useBillDates();
  const billingText = useBillingText(tempId);
  const banks = useExistingBanks(tempId);
  const cards = useExistingCards(tempId);
  const agreements = usePaymentAgreements(tempId, method.data?.locked === true);
  const needed = [fields, contact, method, billDates];
  // Saved accounts, the statement text and the notices only add to the form: without them it still works.
  const optional = [billingText, banks, cards, ...(method.data?.locked ? [agreements] : [])];

  return (
    <StepPage wizard={wizard} queries={needed} extras={optional}>
      {wizard.tempId && fields.data && contact.data && method.data && billDates.data && (
        <BillingForm
          wizard={{ ...wizard, tempId: wizard.tempId }}
          data={fields.data}
          contact={addressOf(readFields(contact.data.result))}
          choice={method.data}
          billDates={billDates.data}
          banks={banks.data ?? []}
          cards={cards.data ?? []}
          statement={billingText.data}
          notices={agreements.data ?? []}
        />
      )}
    </StepPage>
  );
}

const addressOf = (fields: StepFields): ContactAddress => ({
  address1: fields.text('address1'),
  address2: fields.text('address2'),
  city: fields.text('city'),
  state: fields.text('state'),
  zip: fields.text('zip'),
});

type BillingFormProps = {
  wizard: WizardStepState & { tempId: string };
  data: z.output<typeof formFieldsData>;
  contact: ContactAddress;
  choice: PaymentChoice;
  billDates: { bill_date: number; label: string }[];
  banks: ExistingBank[];
  cards: ExistingCard[];
  statement: string | undefined;
  notices: LockedMethodText[];
};

function BillingForm({ wizard, data, contact, choice, billDates, banks, cards, statement, notices }: BillingFormProps) {
  const t = useT(billingMessages);
  const fields = useMemo(() => readFields(data.result), [data.result]);
  const defaults = useMemo(() => billingDefaults(fields, choice.payment_method), [fields, choice.payment_method]);
  const [onFile, setOnFile] = useState<OnFile>(() => ({
    accountNumber: defaults.account_number.startsWith('*') ? defaults.account_number : '',
    cardNumber: defaults.card_number.startsWith('*') ? defaults.card_number : '',
  }));
  const routingRefusal = useRef<(routing: string) => string | undefined>(() => undefined);
  const schema = useMemo(
    () => billingFormFor(new Date(), onFile, (routing) => routingRefusal.current(routing)),
    [onFile],
  );
  const form = useContractForm(schema, { shouldFocusError: false, defaultValues: defaults });
  const { control, setValue, setError, clearErrors } = form;
  const method = useWatch({ control, name: 'payment_method' });
  const read = () => draftOf(form.getValues(), secretFields);
  const draft = useStepDraft({
    tab: 'billing_info',
    tempId: wizard.tempId,
    serverRevision: data.draft_revision,
    read,
    watch: (onChange) => form.watch(() => onChange()),
  });
  const routing = useRoutingLookup({
    found: (bankName) => {
      setValue('bank_name', bankName, { shouldDirty: true });
      clearErrors(['routing_number', 'bank_name']);
    },
    refused: (message) => {
      setValue('bank_name', '', { shouldDirty: true });
      setError('routing_number', { type: 'server', message });
    },
  });
  routingRefusal.current = routing.refusalOf;

  /** After a save the numbers leave the form: what stays is their masked last 4, as the server shows them. */
  function forgetSecrets(sent: BillingValues) {
    const digits = (typed: string) => typed.replace(/\D/g, '');
    const newAccount = sent.payment_method === 'eft' && sent.bank_id === NEW;
    const newCard = sent.payment_method === 'cc' && sent.card_id === NEW;
    const kept: OnFile = {
      accountNumber: !newAccount
        ? ''
        : sent.account_number === onFile.accountNumber
          ? onFile.accountNumber
          : maskAccount(digits(sent.account_number)),
      cardNumber: !newCard
        ? ''
        : sent.card_number === onFile.cardNumber
          ? onFile.cardNumber
          : maskCard(digits(sent.card_number).slice(-4)),
    };
    setValue('account_number', kept.accountNumber);
    setValue('card_number', kept.cardNumber);
    setValue('security_code', '');
    setOnFile(kept);
  }

  const submit = form.submit((values) =>
    wizard.save(async () => {
      const request = billingRequest(wizard.tempId, values);
      const saved =
        request.kind === 'existing'
          ? await callApi(saveBillingInfoExisting, request.input)
          : await callApi(saveBillingInfo, request.input);
      forgetSecrets(values);
      draft.settle();
      return saved;
    }),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Sent without leaving the routing number (Enter): its bank is looked up first.
    const values = form.getValues();
    if (values.payment_method === 'eft' && values.bank_id === NEW && values.bank_name === '') {
      await routing.check(values.routing_number);
    }
    await submit(event);
  }

  const locked = isLockedMethod(choice.payment_method) && choice.locked;

  return (
    <StepForm
      wizard={wizard}
      onSubmit={onSubmit}
      submitting={form.status === 'submitting'}
      attempt={{ count: form.formState.submitCount, refused: form.status === 'error' }}
      failure={form.failure}
      draft={draft}
      read={read}
    >
      <div className={classes.grid}>
        {locked ? (
          <TextInput
            label={t('billing.paymentMethod')}
            readOnly
            className={classes.locked}
            value={t(`billing.method.${choice.payment_method}`)}
            description={t('billing.setByPlans')}
            inputWrapperOrder={['label', 'input', 'description']}
          />
        ) : (
          <Controller
            control={control}
            name="payment_method"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('billing.paymentMethod')}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors();
                }}
                error={fieldState.error?.message}
              >
                <Stack gap="xs" mt={6}>
                  {choice.allowed.map((allowed) => (
                    <Radio key={allowed} value={allowed} label={t(`billing.method.${allowed}`)} ref={field.ref} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <SelectField
          billing={form}
          name="bill_date"
          label={t('billing.billingDate')}
          required
          data={billDates.map((date) => ({
            value: String(date.bill_date),
            label: date.label,
          }))}
        />
      </div>
      {locked && <LockedMethodNotice texts={notices} />}
      {!locked && method === 'eft' && <BankAccountFields form={form} banks={banks} onFile={onFile} routing={routing} />}
      {!locked && method === 'cc' && <CardFields form={form} cards={cards} onFile={onFile} contact={contact} />}
      {!locked && (method === 'eft' || method === 'cc') && (
        <BillingNotices eft={method === 'eft'} statement={statement} />
      )}
    </StepForm>
  );
}
