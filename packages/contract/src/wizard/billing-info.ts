import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import type { Locale } from '../locale.ts';
import { messages } from '../messages.ts';
import { codeField, optionalText, personName, requiredText, sentFields, stateField } from './fields.ts';
import { formFieldsCall, stepSaved } from './tabs.ts';
import { billingMessages } from './wizard-messages.ts';

export { billingMessages };

/**
 * Billing Information (part 2, §2.12, §3, §5, §9). Card numbers and security codes go to the payment processor and
 * nowhere else: the store keeps the processor's token, the brand, the last 4 digits and the expiry. Bank account
 * numbers are kept sealed and shown by their last 4 digits only.
 */

/** cc card, eft bank account, list (employer list bill), elist (EFT list bill), stmt (statement). */
export const paymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export const paymentMethod = lazySchema(() => z.enum(paymentMethods, { error: billingMessages.paymentMethod }));
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cc: 'Credit Card',
  eft: 'Bank Account (EFT)',
  list: 'List Bill',
  elist: 'EFT List Bill',
  stmt: 'Statement',
};
/** Billed to the employer or by statement: the choice is locked and its agreement only informs (part 2, §4). */
export const lockedMethods = ['list', 'elist', 'stmt'] as const satisfies readonly PaymentMethod[];
export const isLockedMethod = (method: PaymentMethod) => (lockedMethods as readonly string[]).includes(method);

/** Part 2, §9: the amounts the EFT option must tell the person. */
export const eftTerms = { insufficientFundsFee: 30, initialChargeDays: 5, stopPaymentBusinessDays: 3 } as const;

/** Billing dates 1 to 28 of the month (every month has them), 28 unless chosen; labelled '28th of month'. */
export const DEFAULT_BILL_DATE = 28;
export const billDates = Array.from({ length: 28 }, (_, index) => index + 1);
const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};
export const billDateLabel = (day: number, locale: Locale = 'en') =>
  locale === 'es' ? `Día ${day} de cada mes` : `${ordinal(day)} of month`;

export const billDateField = lazySchema(() =>
  z
    .union([z.int(), z.string().trim()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? DEFAULT_BILL_DATE : Number(value)))
    .pipe(z.int(billingMessages.billDate).min(1, billingMessages.billDate).max(28, billingMessages.billDate)),
);

/** The ABA checksum every US routing number passes: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(routing: string) {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const routingNumberField = lazySchema(() =>
  requiredText(11, billingMessages.routingNumber)
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .regex(/^\d{9}$/, { message: billingMessages.routingNumber, abort: true })
        .refine(isAbaRoutingNumber, billingMessages.invalidRouting),
    ),
);

export const accountTypes = ['checking', 'savings'] as const;
export const accountHolderTypes = ['individual', 'company'] as const;
/** The new bank account form (part 2, §5 Bank). */
export const bankInfoShape = lazySchema(() => ({
  account_name: requiredText(50, billingMessages.accountHolderName).regex(
    /^[\p{L}\d ]+$/u,
    billingMessages.accountHolderName,
  ),
  bank_name: requiredText(60),
  routing_number: routingNumberField,
  account_number: requiredText(21, billingMessages.accountNumber)
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{4,17}$/, billingMessages.accountNumber)),
  account_type: codeField(accountTypes),
  account_holder_type: codeField(accountHolderTypes),
}));
export const bankInfo = lazySchema(() => z.object({ ...bankInfoShape, bill_date: billDateField }));

export const expirationMonths = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
/** Part 2, §9: expiry years from the current year through 20 years ahead. */
export const expirationYears = (today: Date) =>
  Array.from({ length: 21 }, (_, index) => today.getUTCFullYear() + index);

/** Whether a card expiring in that month (its last day included) has expired by today's UTC month. */
export const cardExpired = (card: { month: number | string; year: number }, today: Date) =>
  card.year * 12 + Number(card.month) < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;

/** 'yes' or 'no' as the 'Choose physical address' box sends it (also a boolean or 1/0). */
export const yesNoField = lazySchema(() =>
  z
    .union([z.enum(['yes', 'no']), z.boolean(), z.literal([0, 1, '0', '1'])])
    .optional()
    .transform((value) => (value === 'yes' || value === true || Number(value) === 1 ? 'yes' : 'no')),
);

/** The card's billing address; with is_physical_address 'yes' the server copies the Contact step's address. */
export const cardAddressShape = lazySchema(() => ({
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(60),
  state: stateField,
  zip: requiredText(10, billingMessages.zip).regex(/^\d{5}$/, billingMessages.zip),
}));

/** The card's holder, billing address and date: all that changes of a card on file (kept by leaving its number out). */
export const cardHolderInfo = lazySchema(() =>
  z.object({
    first_name_on_cc: personName(billingMessages.firstNameOnCard),
    last_name_on_cc: personName(billingMessages.lastNameOnCard),
    is_physical_address: yesNoField,
    ...cardAddressShape,
    bill_date: billDateField,
  }),
);

/** The form of the current UTC month, the only part of today it reads: a Zod schema costs most at its first parse. */
let cardForm: { month: number; schema: ReturnType<typeof cardInfoIn> } | undefined;

/** The new card form (part 2, §5 Card), its expiry checked against today's month. */
export function cardInfoFor(today: Date) {
  const month = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (cardForm?.month !== month) cardForm = { month, schema: cardInfoIn(today) };
  return cardForm.schema;
}

function cardInfoIn(today: Date) {
  const years = expirationYears(today);
  return cardHolderInfo
    .extend({
      card_number: requiredText(40, billingMessages.cardNumber)
        .transform(digitsOnly)
        .pipe(z.string().regex(/^\d{13,25}$/, billingMessages.cardNumber)),
      security_code: requiredText(4, billingMessages.securityCode).regex(/^\d{3,4}$/, billingMessages.securityCode),
      expiration_month: codeField(expirationMonths),
      expiration_year: z
        .union([z.int(), z.string().trim()], { error: messages.required })
        .transform(Number)
        .refine((year) => years.includes(year), billingMessages.expiryYear),
    })
    .superRefine((card, ctx) => {
      if (!years.includes(card.expiration_year)) return;
      if (cardExpired({ month: card.expiration_month, year: card.expiration_year }, today))
        ctx.addIssue({ code: 'custom', path: ['expiration_month'], message: billingMessages.expired });
    });
}
export type CardInfo = z.output<ReturnType<typeof cardInfoFor>>;

/**
 * Test cards of the built-in test processor (demo mode and tests): every other number that passes the Luhn check is
 * declined as unknown. American Express takes a 4-digit security code, the others 3.
 */
export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const billInput = lazySchema(() => ({
  enrollment_id: enrollmentId,
  payment_method: paymentMethod,
  bill_date: z.union([z.int(), z.string().max(2)]).optional(),
}));

/** The card form's own fields (its address and billing date aside), named for the saves. */
const cardFieldNames = {
  first_name_on_cc: true,
  last_name_on_cc: true,
  card_number: true,
  security_code: true,
  expiration_month: true,
  expiration_year: true,
  is_physical_address: true,
};

export const saveBillingInfo = defineCall({
  method: 'POST',
  path: 'save-billing-info',
  summary:
    'Saves the Billing Information step: a new bank account (eft), a new card (cc: tokenized by the payment processor, never stored), or list/elist/stmt with a billing date. A masked account number left as sent keeps the one on file.',
  input: lazySchema(() =>
    z.object({ ...billInput, ...sentFields({ ...bankInfoShape, ...cardAddressShape, ...cardFieldNames }) }),
  ),
  data: stepSaved,
});

export const saveBillingInfoExisting = defineCall({
  method: 'POST',
  path: 'save-billing-info-existing',
  summary:
    "Saves the Billing Information step with one of the existing member's saved bank accounts (bank_id) or cards (card_id).",
  input: lazySchema(() =>
    z.object({
      ...billInput,
      payment_method: z.enum(['cc', 'eft'], { error: billingMessages.paymentMethod }),
      bank_id: z.coerce.number().int().positive().optional(),
      card_id: z.coerce.number().int().positive().optional(),
    }),
  ),
  data: stepSaved,
});

export const getPaymentMethod = defineCall({
  method: 'GET',
  path: 'get-payment-method',
  summary:
    'The payment methods the plans in the cart allow for this enrollment: the one to select, every one offered, and whether the choice is locked (list, elist, stmt).',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z.object({ payment_method: paymentMethod, allowed: z.array(paymentMethod), locked: z.boolean() }),
    }),
  ),
});

/** A saved bank account of an existing member, its number masked. */
export const existingBank = lazySchema(() =>
  z.object({
    bank_id: z.int(),
    bank_name: z.string(),
    bank_routing: z.string(),
    account_name: z.string(),
    /** The last 4 digits behind asterisks: '****6789'. */
    account_number: z.string(),
    account_type: z.enum(accountTypes),
    account_holder_type: z.enum(accountHolderTypes),
  }),
);
export const getExistingBankInfo = defineCall({
  method: 'GET',
  path: 'get-existing-bank-info',
  summary: "The existing member's saved bank accounts, masked (none for a new member).",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: z.array(existingBank) })),
});

/** A saved card of an existing member: brand, last 4 and expiry only. */
export const existingCard = lazySchema(() =>
  z.object({
    card_id: z.int(),
    name_on_cc: z.string(),
    brand: z.string(),
    /** '**** 4242'. */
    card_number: z.string(),
    expiration_month: z.string(),
    expiration_year: z.int(),
    expired: z.boolean(),
  }),
);
export const getExistingCardInfo = defineCall({
  method: 'GET',
  path: 'get-existing-card-info',
  summary: "The existing member's saved cards, masked (none for a new member); an expired card cannot be chosen.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: z.array(existingCard) })),
});

export const getBillDate = defineCall({
  method: 'GET',
  path: 'get-bill-date',
  summary: "The billing dates one may choose: 1 to 28, labelled 'Nth of month' (28 unless chosen).",
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.array(z.object({ bill_date: z.int(), label: z.string() }))),
});

export const getBillingText = defineCall({
  method: 'GET',
  path: 'get-billing-text',
  summary: 'How the charges appear on the bank or card statement (the statement descriptor), per the site and carrier.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      text: z.string(),
      /** One per carrier in the cart: the 22-character descriptor its charges carry. */
      descriptors: z.array(z.object({ carrier: z.string(), descriptor: z.string() })),
    }),
  ),
});

export const routingNumberBankLookup = defineCall({
  method: 'GET',
  path: 'routing-number-bank-lookup',
  summary:
    'The bank of a routing number (9 digits passing the ABA checksum), from the bundled Federal Reserve directory; its name in upper case. A failed lookup answers the message under routing_number.',
  input: lazySchema(() => z.object({ q: z.string().max(20).default('') })),
  data: lazySchema(() =>
    z.object({
      response: z.object({ name: z.string(), routing_number: z.string(), city: z.string(), state: z.string() }),
    }),
  ),
});

/** Every field of the billing form, in order, as get-form-fields-billing-info lists them. */
export const billingFieldNames = [
  'payment_method',
  'bill_date',
  'bank_id',
  'routing_number',
  'bank_name',
  'account_name',
  'account_number',
  'account_type',
  'account_holder_type',
  'card_id',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'is_physical_address',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;

export const getFormFieldsBillingInfo = formFieldsCall(
  'get-form-fields-billing-info',
  'The Billing Information fields with their saved values: an account number as its last 4, a card as brand and last 4; a card number and security code never.',
);

/** What the screens show of a saved card or account, and what the forms send back for "keep the one on file". */
export const maskAccount = (digits: string) => `****${digits.slice(-4)}`;
export const maskCard = (last4: string) => `**** ${last4}`;
