import type { Locale } from '@openenroll/contract/locale';
import { storeMessages } from '@openenroll/contract/store-messages';
import {
  bankInfo,
  billDateField,
  billDateLabel,
  billDates,
  billingFieldNames,
  billingMessages,
  cardExpired,
  cardHolderInfo,
  cardInfoFor,
  isAbaRoutingNumber,
  isLockedMethod,
  maskAccount,
  maskCard,
  type PaymentMethod,
} from '@openenroll/contract/wizard/billing-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanBookReader } from '../../catalog/plan-book.ts';
import type { StorefrontService } from '../../catalog/storefront-service.ts';
import type { Db } from '../../db/client.ts';
import { memberPaymentMethods } from '../../db/schema.ts';
import { FieldInvalid, FieldsInvalid, NotConfigured } from '../../errors/domain-error.ts';
import type { Cipher } from '../../security/cipher.ts';
import { isMasked } from '../masked.ts';
import { problemsOf } from '../step-saves.ts';
import type { StepStore, StepValues } from '../step-store.ts';
import { completedOf, type WizardContext } from '../wizard-context.ts';
import type { WizardService } from '../wizard-service.ts';
import type { BankLookup } from './bank-directory.ts';
import { type BillingAnswers, shownBilling } from './billing-answers.ts';
import { billingText, statementDescriptor } from './billing-text.ts';
import { paymentChoice } from './payment-methods.ts';
import type { PaymentProcessor } from './payment-processor.ts';

type Deps = {
  db: Db;
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  planBook: PlanBookReader;
  storefront: Pick<StorefrontService, 'siteFor'>;
  bankLookup: BankLookup;
  processor?: PaymentProcessor;
  cipher?: Cipher;
  now?: () => Date;
};

type SavedMethod = typeof memberPaymentMethods.$inferSelect;

/** The values as the schema reads them, or the spec's message under each field that breaks a rule. */
function checked<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const [first, ...rest] = problemsOf(parsed.error, billingFieldNames);
  throw new FieldsInvalid([first ?? { field: 'payment_method', message: billingMessages.methodNotOffered }, ...rest]);
}
const blank = (value: unknown) => value === undefined || value === null || value === '' || isMasked(value);

/** Billing Information: which methods, the lookups, and the saves of a new or existing bank account or card. */
export function createBillingService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeyBankAccounts);
    return deps.cipher;
  };

  async function cartPlans(context: WizardContext) {
    const book = await deps.planBook();
    return context.planIds.flatMap((id) => book.byId.get(id) ?? []);
  }

  async function choiceFor(context: WizardContext) {
    const plans = await cartPlans(context);
    return paymentChoice(
      plans.map((plan) => plan.wizard),
      context.enrollment,
      deps.processor !== undefined,
    );
  }

  async function savedMethods(context: WizardContext, kind: 'bank' | 'card') {
    const memberId = context.enrollment.memberId;
    if (memberId === null) return [];
    return deps.db
      .select()
      .from(memberPaymentMethods)
      .where(and(eq(memberPaymentMethods.memberId, memberId), eq(memberPaymentMethods.kind, kind)))
      .orderBy(asc(memberPaymentMethods.id));
  }

  const expired = (card: Pick<SavedMethod, 'expirationMonth' | 'expirationYear'>) =>
    cardExpired({ month: card.expirationMonth ?? 0, year: card.expirationYear ?? 0 }, now());

  async function lookUp(routingNumber: string) {
    const bank = await deps.bankLookup(routingNumber);
    if (!bank) throw new FieldInvalid('routing_number', billingMessages.unknownRouting);
    return bank;
  }

  async function offered(context: WizardContext, method: PaymentMethod) {
    const choice = await choiceFor(context);
    if (!choice.allowed.includes(method)) throw new FieldInvalid('payment_method', billingMessages.methodNotOffered);
  }

  const stored = async (enrollmentId: string) =>
    (await deps.steps.read(enrollmentId, 'billing_info'))?.answers as BillingAnswers | null | undefined;

  async function save(context: WizardContext, answers: BillingAnswers) {
    const done = await deps.steps.saveAnswers(context.enrollment.id, 'billing_info', answers);
    return { completed: completedOf(context, done) };
  }

  async function newBank(enrollmentId: string, input: StepValues): Promise<BillingAnswers> {
    const kept = await stored(enrollmentId);
    const sent = { ...input };
    // A masked number sent back keeps the account on file (it is never sent whole again).
    if (blank(sent.account_number) && kept?.payment_method === 'eft') sent.account_number = kept.account_number;
    const bank = checked(bankInfo, sent);
    const known = await lookUp(bank.routing_number);
    return { payment_method: 'eft', source: 'new', ...bank, bank_name: known.name };
  }

  function cardAddress(input: StepValues, contact: StepValues | null | undefined) {
    if (
      input.is_physical_address !== 'yes' &&
      input.is_physical_address !== true &&
      Number(input.is_physical_address) !== 1
    )
      return input;
    if (!contact) throw new FieldInvalid('is_physical_address', billingMessages.contactFirst);
    const { address1, address2, city, state, zip } = contact;
    return { ...input, address1, address2, city, state, zip };
  }

  async function newCard(enrollmentId: string, input: StepValues): Promise<BillingAnswers> {
    const processor = deps.processor;
    if (!processor) throw new FieldInvalid('payment_method', billingMessages.cardsUnavailable);
    const held = await deps.steps.readSteps(enrollmentId, ['billing_info', 'contact_info']);
    const sent = cardAddress(input, held.contact_info?.answers);
    const kept = held.billing_info?.answers as BillingAnswers | null | undefined;
    const cardOnFile = blank(sent.card_number) && kept?.payment_method === 'cc' ? kept : undefined;
    if (cardOnFile) {
      // The card on file stays: only its holder, address and billing date change.
      return cardAnswers(checked(cardHolderInfo, sent), cardOnFile.card, cardOnFile.card_id, cardOnFile.source);
    }
    const { card_number, security_code, expiration_month, expiration_year, ...card } = checked(
      cardInfoFor(now()),
      sent,
    );
    const result = await processor.tokenize({
      number: card_number,
      securityCode: security_code,
      expirationMonth: expiration_month,
      expirationYear: expiration_year,
      nameOnCard: `${card.first_name_on_cc} ${card.last_name_on_cc}`,
      zip: card.zip,
    });
    if (result.status === 'declined') throw new FieldInvalid(result.field, result.message, 'card-declined');
    return cardAnswers(card, result.card, undefined, 'new');
  }

  const cardAnswers = (
    card: z.output<typeof cardHolderInfo>,
    token: Extract<BillingAnswers, { payment_method: 'cc' }>['card'],
    cardId: number | undefined,
    source: 'new' | 'existing',
  ): BillingAnswers => ({
    payment_method: 'cc',
    source,
    ...(cardId === undefined ? {} : { card_id: cardId }),
    card: token,
    first_name_on_cc: card.first_name_on_cc,
    last_name_on_cc: card.last_name_on_cc,
    name_on_cc: `${card.first_name_on_cc} ${card.last_name_on_cc}`,
    address1: card.address1,
    ...(card.address2 ? { address2: card.address2 } : {}),
    city: card.city,
    state: card.state,
    zip: card.zip,
    is_physical_address: card.is_physical_address,
    bill_date: card.bill_date,
  });

  function billDateOf(input: StepValues) {
    const parsed = billDateField.safeParse(input.bill_date);
    if (!parsed.success) throw new FieldInvalid('bill_date', billingMessages.billDate);
    return parsed.data;
  }

  return {
    choiceFor,

    /** get-payment-method. */
    async paymentMethod(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      return { result: await choiceFor(context) };
    },

    /** get-existing-bank-info: the member's saved accounts, numbers masked. */
    async existingBanks(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      const rows = await savedMethods(context, 'bank');
      return {
        result: rows.map((row) => ({
          bank_id: row.id,
          bank_name: row.bankName ?? '',
          bank_routing: row.routingNumber ?? '',
          account_name: row.holderName,
          account_number: maskAccount(row.accountLast4 ?? ''),
          account_type: row.accountType ?? 'checking',
          account_holder_type: row.accountHolderType ?? 'individual',
        })),
      };
    },

    /** get-existing-card-info: the member's saved cards, brand and last 4 only. */
    async existingCards(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      const rows = await savedMethods(context, 'card');
      return {
        result: rows.map((row) => ({
          card_id: row.id,
          name_on_cc: row.holderName,
          brand: row.cardBrand ?? '',
          card_number: maskCard(row.cardLast4 ?? ''),
          expiration_month: row.expirationMonth ?? '',
          expiration_year: row.expirationYear ?? 0,
          expired: expired(row),
        })),
      };
    },

    billDates: (locale: Locale) => billDates.map((day) => ({ bill_date: day, label: billDateLabel(day, locale) })),

    /** get-billing-text: the site's statement descriptor with each carrier's name. */
    async billingText(enrollmentId: string, locale: Locale) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      const [plans, site] = await Promise.all([cartPlans(context), deps.storefront.siteFor(context.enrollment.siteId)]);
      const siteDescriptor = site.theme.find((entry) => entry.key === 'statement_descriptor')?.value ?? site.name;
      const carriers = [...new Set(plans.map((plan) => plan.carrier.name))];
      const descriptors = carriers.map((carrier) => ({
        carrier,
        descriptor: statementDescriptor(siteDescriptor, carrier),
      }));
      return { text: billingText(descriptors, locale), descriptors };
    },

    /** routing-number-bank-lookup: 9 digits, the checksum, then the directory. */
    async lookUpRouting(typed: string) {
      const routing = typed.replace(/[\s-]/g, '');
      if (!/^\d{9}$/.test(routing)) throw new FieldInvalid('routing_number', billingMessages.routingNumber);
      if (!isAbaRoutingNumber(routing)) throw new FieldInvalid('routing_number', billingMessages.invalidRouting);
      const bank = await lookUp(routing);
      return { response: { name: bank.name, routing_number: routing, city: bank.city, state: bank.state } };
    },

    /** get-form-fields-billing-info: the saved values (masked), a draft over them, never a card number or code. */
    async fields(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      const [step, choice] = await Promise.all([deps.steps.read(enrollmentId, 'billing_info'), choiceFor(context)]);
      const answers = step?.answers as BillingAnswers | null | undefined;
      const values: Record<string, FormField['value'] | undefined> = {
        payment_method: choice.payment_method,
        bill_date: 28,
        ...(answers ? shownBilling(answers) : {}),
        ...((step?.draft ?? {}) as Record<string, FormField['value']>),
      };
      if (choice.locked) values.payment_method = choice.payment_method;
      const result: FormField[] = billingFieldNames.map((name) => ({
        field_name: name,
        required: true,
        read_only: name === 'payment_method' && choice.locked,
        value: name === 'security_code' ? null : (values[name] ?? null),
      }));
      return { result, draft_revision: step?.draftRevision ?? null };
    },

    /** save-billing-info: a new bank account or card, or a locked method with its billing date. */
    async save(enrollmentId: string, input: StepValues & { payment_method: PaymentMethod }) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      const method = input.payment_method;
      await offered(context, method);
      if (isLockedMethod(method)) {
        const locked = method as Exclude<PaymentMethod, 'cc' | 'eft'>;
        return save(context, { payment_method: locked, bill_date: billDateOf(input) });
      }
      return save(context, method === 'eft' ? await newBank(enrollmentId, input) : await newCard(enrollmentId, input));
    },

    /** save-billing-info-existing: one of the existing member's saved accounts or cards. */
    async saveExisting(
      enrollmentId: string,
      input: { payment_method: 'cc' | 'eft'; bank_id?: number; card_id?: number; bill_date?: unknown },
    ) {
      const context = await deps.wizard.stepContext(enrollmentId, 'billing_info');
      await offered(context, input.payment_method);
      const bill_date = billDateOf(input);
      if (input.payment_method === 'eft') {
        const row = (await savedMethods(context, 'bank')).find((method) => method.id === input.bank_id);
        if (!row?.accountNumberSealed) throw new FieldInvalid('bank_id', billingMessages.existingUnknown);
        return save(context, {
          payment_method: 'eft',
          source: 'existing',
          bank_id: row.id,
          routing_number: row.routingNumber ?? '',
          bank_name: row.bankName ?? '',
          account_name: row.holderName,
          account_number: cipher().decrypt(row.accountNumberSealed),
          account_type: row.accountType ?? 'checking',
          account_holder_type: row.accountHolderType ?? 'individual',
          bill_date,
        });
      }
      const row = (await savedMethods(context, 'card')).find((method) => method.id === input.card_id);
      if (!row?.cardToken) throw new FieldInvalid('card_id', billingMessages.existingUnknown);
      if (expired(row)) throw new FieldInvalid('card_id', billingMessages.expired);
      const [first = row.holderName, ...rest] = row.holderName.split(' ');
      return save(context, {
        payment_method: 'cc',
        source: 'existing',
        card_id: row.id,
        card: {
          token: row.cardToken,
          brand: (row.cardBrand ?? 'visa') as 'visa',
          last4: row.cardLast4 ?? '',
          expirationMonth: row.expirationMonth ?? '',
          expirationYear: row.expirationYear ?? 0,
        },
        first_name_on_cc: first,
        last_name_on_cc: rest.join(' '),
        name_on_cc: row.holderName,
        bill_date,
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
