import type { Tier } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import type { PaymentMethod } from '@openenroll/contract/wizard/billing-info';
import type { FieldStep } from '@openenroll/contract/wizard/step-fields';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, money, translations } from './columns.ts';
import { groups } from './partners.ts';
import { portals } from './sites.ts';

/** One row: bumped by every catalog import so every server instance drops its cached reads. */
export const catalogMeta = pgTable('catalog_meta', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
});

/** Logos, banners and fonts of the catalog, served at /catalog-assets/ by every instance. */
export const catalogAssets = pgTable('catalog_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  etag: text('etag').notNull(),
});

/** A comparison row; `es` its Spanish label, `textLanguage` set only on a copy read in another language. */
export type CompareRow = { key: string; label: string; es?: { label: string }; textLanguage?: Locale };

export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** The rows of a comparison of its plans, in order. */
  compare: jsonb('compare').$type<CompareRow[]>().notNull().default([]),
  translations: translations<{ label: string }>(),
});

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  isPartner: boolean('is_partner').notNull().default(false),
});

export type PlanDescription = {
  header_text: string;
  body_text: string;
  blue_bar_text?: string;
  association_text?: string;
  exclusions_text?: string;
  example_text?: string;
  faq_text?: string;
};
export type SalaryRule = {
  min_weekly_hours: number;
  benefit_percent: number;
  max_monthly_benefit: number;
  rate_per_100_benefit: number;
};
export type Blackout = { from: string; to: string; message: string };
/** A union-related plan: the health and welfare part of its price, per tier (the other parts are fixed amounts). */
export type UnionFees = { health_and_welfare: Partial<Record<Tier, number>> };
/** A question of the wizard's Health Questions step; the id is the one answers and the spec's special layouts use. */
export const healthQuestions = pgTable('health_questions', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  kind: text('kind').$type<'condition' | 'medication'>().notNull(),
  translations: translations<{ text: string }>(),
});

/** The wizard steps a plan brings and the fields it asks for or locks, per step. */
export type PlanWizardNeeds = {
  steps: WizardTab[];
  ask: Partial<Record<FieldStep, string[]>>;
  lock: Partial<Record<FieldStep, string[]>>;
  /** How its premiums may be paid; absent: cc and eft. */
  payment_methods?: PaymentMethod[];
  healthQuestions: number[];
};
export type Rider = { name: string; description: string };
/** A plan's texts in another language: all those its English version has. */
export type PlanTexts = {
  name: string;
  short_text: string;
  callout?: { text: string };
  description: PlanDescription;
  riders: Rider[];
  summary: Record<string, string>;
  blackout?: { message: string };
  questions?: {
    eligibility: { question: string }[];
    underwriting: { question: string; decline_message?: string }[];
  };
};

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key),
    shortText: text('short_text').notNull(),
    logo: text('logo'),
    calloutText: text('callout_text'),
    calloutColor: text('callout_color'),
    network: text('network'),
    featured: boolean('featured').notNull().default(false),
    /** null: sold in every state. */
    states: char('states', { length: 2 }).array(),
    tiers: text('tiers').array().$type<Tier[]>().notNull(),
    minAge: smallint('min_age').notNull(),
    maxAge: smallint('max_age').notNull(),
    isPartnerCarrier: boolean('is_partner_carrier').notNull().default(false),
    isMembership: boolean('is_membership').notNull().default(false),
    requiresGroupCode: boolean('requires_group_code').notNull().default(false),
    salaryBased: boolean('salary_based').notNull().default(false),
    tobaccoRated: boolean('tobacco_rated').notNull().default(false),
    premier: boolean('premier').notNull().default(false),
    iha: boolean('iha').notNull().default(false),
    l713: boolean('l713').notNull().default(false),
    /** One-time fee charged with the first month. */
    enrollmentFee: money('enrollment_fee').notNull().default(0),
    union: jsonb('union').$type<UnionFees>(),
    /** Riders included with the plan, shown in the cart's order info. */
    riders: jsonb('riders').$type<Rider[]>().notNull().default([]),
    /** Its values for its category's comparison rows, by row key. */
    summary: jsonb('summary').$type<Record<string, string>>().notNull().default({}),
    salary: jsonb('salary').$type<SalaryRule>(),
    blackout: jsonb('blackout').$type<Blackout>(),
    description: jsonb('description').$type<PlanDescription>().notNull(),
    /** What the plan needs of the wizard, its category's needs included (merged at import). */
    wizard: jsonb('wizard')
      .$type<PlanWizardNeeds>()
      .notNull()
      .default({ steps: [], ask: {}, lock: {}, healthQuestions: [] }),
    translations: translations<PlanTexts>(),
  },
  (t) => [index('plans_category_idx').on(t.categoryKey)],
);

export const planPortals = pgTable(
  'plan_portals',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.portalId] })],
);

/** A plan with rows here is sold only to those groups' members. */
export const planGroups = pgTable(
  'plan_groups',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.groupId] })],
);

/** One price: the spec's ppid. state null = any state; tobacco null = either. */
export const planPricing = pgTable(
  'plan_pricing',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    tier: text('tier').$type<Tier>().notNull(),
    minAge: smallint('min_age').notNull(),
    maxAge: smallint('max_age').notNull(),
    state: char('state', { length: 2 }),
    tobacco: boolean('tobacco'),
    price: money('price').notNull(),
  },
  (t) => [index('plan_pricing_lookup_idx').on(t.planId, t.tier, t.minAge)],
);

/**
 * A plan's questions, numbered from 1 per kind (the number is the question id shoppers' answers refer to).
 * Eligibility questions must be answered as `requiredAnswer`; an underwriting answer equal to `decliningAnswer` declines.
 */
export const planQuestions = pgTable(
  'plan_questions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'eligibility' | 'underwriting'>().notNull(),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    requiredAnswer: boolean('required_answer'),
    decliningAnswer: boolean('declining_answer'),
    declineMessage: text('decline_message'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.kind, t.position] })],
);
