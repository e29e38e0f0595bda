import type { Tier } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import type { PaymentMethod } from '@openenroll/contract/wizard/billing-info';
import type { ApplicationStatus } from '@openenroll/contract/wizard/receipt';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plans } from './catalog.ts';
import { createdAt, money, translations } from './columns.ts';
import { enrollments } from './enrollments.ts';
import { members } from './members.ts';
import { sites } from './sites.ts';

/**
 * An agreement text of the catalog: shown on Agreement & Signature to every enrollment (`general`), to carts holding
 * a plan of its categories or one of its plans, or with a payment method (list, elist, stmt: informational).
 */
export const agreementTexts = pgTable('agreement_texts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  head: text('head').notNull(),
  body: text('body').notNull(),
  /** Must be ticked. */
  required: boolean('required').notNull(),
  /** A checkbox agreement; false: a text that only informs. */
  agreement: boolean('agreement').notNull(),
  version: integer('version').notNull(),
  general: boolean('general').notNull().default(false),
  categories: text('categories').array().notNull().default([]),
  planIds: integer('plan_ids').array().notNull().default([]),
  paymentMethods: text('payment_methods').array().$type<PaymentMethod[]>().notNull().default([]),
  translations: translations<{ head: string; body: string }>(),
});

/**
 * A bank account or card an existing member has on file (from the catalog): the account number sealed, the card only
 * as the processor's token, brand, last 4 and expiry.
 */
export const memberPaymentMethods = pgTable(
  'member_payment_methods',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bank', 'card'] }).notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    accountType: text('account_type', { enum: ['checking', 'savings'] }),
    accountHolderType: text('account_holder_type', { enum: ['individual', 'company'] }),
    accountNumberSealed: text('account_number_sealed'),
    accountLast4: text('account_last4'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    expirationMonth: text('expiration_month'),
    expirationYear: smallint('expiration_year'),
  },
  (t) => [
    index('member_payment_methods_member_idx').on(t.memberId),
    check('member_payment_methods_kind_check', sql`${t.kind} in ('bank', 'card')`),
  ],
);

/** One text as agreed: what was shown, by version and SHA-256 of its heading and body. */
export type AgreedText = {
  question_id: number;
  code: string;
  version: number;
  sha256: string;
  head: string;
  required: boolean;
  agreed: boolean;
  /** The language the text was shown and hashed in, when not English. */
  language?: Locale;
};

/**
 * The evidence of one signing (Agreement & Signature, or the member's later signature by link): the texts agreed,
 * when, by whom and how verified (sealed: it holds names), from which address and browser, and the signature image
 * (sealed) with its SHA-256. Rows are only ever added.
 */
export const agreementEvidence = pgTable(
  'agreement_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signer: text('signer', { enum: ['applicant', 'rep', 'group', 'member'] }).notNull(),
    signatureMode: text('signature_mode').notNull(),
    texts: jsonb('texts').$type<AgreedText[]>().notNull(),
    verificationSealed: text('verification_sealed').notNull(),
    signatureSealed: text('signature_sealed'),
    signatureSha256: text('signature_sha256'),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    index('agreement_evidence_enrollment_idx').on(t.enrollmentId),
    check('agreement_evidence_signer_check', sql`${t.signer} in ('applicant', 'rep', 'group', 'member')`),
  ],
);

/**
 * A submitted enrollment: one per enrollment (completing twice finds this row), with its confirmation number, the
 * answers of the steps that applied frozen and sealed, and what the receipt and invoice need.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    confirmationNumber: text('confirmation_number').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    status: text('status').$type<ApplicationStatus>().notNull(),
    enrollBy: text('enroll_by', { enum: ['rep', 'group', 'applicant'] }).notNull(),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    effectiveDate: date('effective_date').notNull(),
    tier: text('tier').$type<Tier>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    callInvoice: boolean('call_invoice').notNull(),
    initialMonthCost: money('initial_month_cost').notNull(),
    recurringMonthCost: money('recurring_month_cost').notNull(),
    /** The frozen answers, by step, and the applicant's name and contact for the receipt. */
    answersSealed: text('answers_sealed').notNull(),
    sendSms: boolean('send_sms').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the receipt e-mail was queued: its job sends it once, however often it is retried. */
    receiptQueuedAt: timestamp('receipt_queued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_enrollment_idx').on(t.enrollmentId),
    uniqueIndex('applications_confirmation_idx').on(t.confirmationNumber),
    check('applications_status_check', sql`${t.status} in ('submitted', 'awaiting-signature')`),
  ],
);

/**
 * One policy applied for: a plan of the cart as it was priced and named at submission (the catalog may change or
 * drop the plan later; the policy keeps what was bought). Pending until the carrier decides.
 */
export const applicationPolicies = pgTable(
  'application_policies',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    carrierName: text('carrier_name').notNull(),
    categoryKey: text('category_key').notNull(),
    planPricingId: integer('plan_pricing_id').notNull(),
    price: money('price').notNull(),
    enrollmentFee: money('enrollment_fee').notNull(),
    status: text('status', { enum: ['pending', 'active', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    index('application_policies_application_idx').on(t.applicationId),
    check('application_policies_status_check', sql`${t.status} in ('pending', 'active', 'declined', 'cancelled')`),
  ],
);

/** The application as a PDF, sealed: version 1 at submission, a new one when the member signs later. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason', { enum: ['submitted', 'signed'] }).notNull(),
    pdfSealed: text('pdf_sealed').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('application_documents_version_idx').on(t.applicationId, t.version)],
);

/** A link for the member to sign later: only its token's hash, its site, until when, and when it was used. */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signature_requests_application_idx').on(t.applicationId)],
);

/** The first month's invoice of an application billed by invoice, due on the effective date. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status', { enum: ['open', 'paid', 'void'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_application_idx').on(t.applicationId),
    uniqueIndex('invoices_number_idx').on(t.number),
    check('invoices_status_check', sql`${t.status} in ('open', 'paid', 'void')`),
  ],
);
