import type { CallData } from '@openenroll/contract/call';
import { messages } from '@openenroll/contract/messages';
import {
  bankInfo,
  cardHolderInfo,
  cardInfoFor,
  DEFAULT_BILL_DATE,
  type existingBank,
  type existingCard,
  type getPaymentMethod,
  isLockedMethod,
  type PaymentMethod,
  paymentMethods,
} from '@openenroll/contract/wizard/billing-info';
import { z } from 'zod';
import type { ContractForm } from '../../../../shared/form/use-contract-form.ts';
import { checkedOf, type StepFields } from '../../fields/form-fields.ts';

export type ExistingBank = z.output<typeof existingBank>;
export type ExistingCard = z.output<typeof existingCard>;
export type PaymentChoice = CallData<typeof getPaymentMethod>['result'];

/** A saved bank account or card chosen by its id, or a new one typed here. */
export const NEW = 'new';

/** Never in a draft, never kept anywhere but the form until the save (the server refuses them in drafts too). */
export const secretFields = ['card_number', 'security_code', 'account_number'] as const;

const text = z.string();
/** What the form holds; which of it is checked depends on the payment method and on a saved or a new account. */
const formShape = {
  payment_method: text,
  bill_date: text,
  bank_id: text,
  routing_number: text,
  bank_name: text,
  account_name: text,
  account_number: text,
  account_type: text,
  account_holder_type: text,
  card_id: text,
  first_name_on_cc: text,
  last_name_on_cc: text,
  card_number: text,
  expiration_month: text,
  expiration_year: text,
  security_code: text,
  is_physical_address: z.boolean(),
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
};
export type BillingValues = { [K in keyof typeof formShape]: z.infer<(typeof formShape)[K]> };
export const billingTextFields = (Object.keys(formShape) as (keyof BillingValues)[]).filter(
  (name) => name !== 'is_physical_address',
);

/** What stands on file: the masked account or card number the server showed (sent back unchanged, it is kept). */
export type OnFile = { accountNumber: string; cardNumber: string };

/**
 * The billing form's rules (part 2, §5 Bank and Card), the contract's own: only the chosen method's fields are
 * checked, a saved account or card needs only its choice, and a number on file left as shown is not typed again.
 */
export function billingFormFor(today: Date, onFile: OnFile, routingRefusal: (routing: string) => string | undefined) {
  return z.object(formShape).superRefine((values, ctx) => {
    const method = values.payment_method as PaymentMethod;
    if (!(paymentMethods as readonly string[]).includes(method)) {
      ctx.addIssue({ code: 'custom', path: ['payment_method'], message: messages.required });
      return;
    }
    if (isLockedMethod(method)) return;
    const source = method === 'eft' ? values.bank_id : values.card_id;
    if (source !== NEW) return;
    const schema =
      method === 'eft'
        ? keeps(values.account_number, onFile.accountNumber)
          ? bankInfo.omit({ account_number: true })
          : bankInfo
        : keeps(values.card_number, onFile.cardNumber)
          ? cardHolderInfo
          : cardInfoFor(today);
    const refused = method === 'eft' ? routingRefusal(values.routing_number) : undefined;
    // A routing number the lookup refused says why; the bank name it left empty says nothing more.
    if (refused) ctx.addIssue({ code: 'custom', path: ['routing_number'], message: refused });
    const parsed = schema.safeParse(values);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      if (refused && (issue.path[0] === 'bank_name' || issue.path[0] === 'routing_number')) continue;
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

export type BillingFormState = ContractForm<ReturnType<typeof billingFormFor>>;

const keeps = (typed: string, onFile: string) => onFile !== '' && typed === onFile;

/** The form as the server's fields fill it: the draft or saved answers, a saved account or card chosen by its id. */
export function billingDefaults(fields: StepFields, method: PaymentMethod): BillingValues {
  const values = Object.fromEntries(billingTextFields.map((name) => [name, fields.text(name)])) as Omit<
    BillingValues,
    'is_physical_address'
  >;
  const chosen = (id: string) => (id === '' ? NEW : id);
  return {
    ...values,
    payment_method: fields.locked('payment_method') || values.payment_method === '' ? method : values.payment_method,
    bill_date: values.bill_date || String(DEFAULT_BILL_DATE),
    bank_id: chosen(values.bank_id),
    card_id: chosen(values.card_id),
    security_code: '',
    is_physical_address:
      checkedOf(fields.value('is_physical_address')) || fields.value('is_physical_address') === 'yes',
  };
}

/** What the save calls carry: a locked method, a saved account or card, or a new one. */
export function billingRequest(enrollmentId: string, values: BillingValues) {
  const method = values.payment_method as PaymentMethod;
  const bill_date = Number(values.bill_date);
  if (isLockedMethod(method))
    return { kind: 'new', input: { enrollment_id: enrollmentId, payment_method: method, bill_date } } as const;
  const id = method === 'eft' ? values.bank_id : values.card_id;
  if (id !== NEW) {
    const payment_method = method === 'eft' ? 'eft' : 'cc';
    const chosen = method === 'eft' ? { bank_id: Number(id) } : { card_id: Number(id) };
    return { kind: 'existing', input: { enrollment_id: enrollmentId, payment_method, bill_date, ...chosen } } as const;
  }
  const own =
    method === 'eft'
      ? {
          routing_number: values.routing_number,
          bank_name: values.bank_name,
          account_name: values.account_name,
          account_number: values.account_number,
          account_type: values.account_type,
          account_holder_type: values.account_holder_type,
        }
      : {
          first_name_on_cc: values.first_name_on_cc,
          last_name_on_cc: values.last_name_on_cc,
          card_number: values.card_number,
          security_code: values.security_code,
          expiration_month: values.expiration_month,
          expiration_year: values.expiration_year,
          is_physical_address: values.is_physical_address ? 'yes' : 'no',
          address1: values.address1,
          address2: values.address2,
          city: values.city,
          state: values.state,
          zip: values.zip,
        };
  return { kind: 'new', input: { enrollment_id: enrollmentId, payment_method: method, bill_date, ...own } } as const;
}
