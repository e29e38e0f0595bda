import type { Tier } from '@openenroll/contract/codes';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { plans } from './catalog.ts';
import { createdAt, money } from './columns.ts';
import { members } from './members.ts';
import { agents, groups } from './partners.ts';
import { portals, sites } from './sites.ts';

/**
 * The spec's temporary enrollment (tempId). The id is random and unguessable. It keeps who started it (a copy of
 * the session's identity at the time), the quote filter, the dependents and the group code it proved.
 */
export const enrollments = pgTable('enrollments', {
  id: text('id').primaryKey(),
  sessionHash: text('session_hash').notNull(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  portalId: integer('portal_id').references(() => portals.id, { onDelete: 'set null' }),
  eprocess: text('eprocess'),
  enrollType: text('enroll_type'),
  openType: text('open_type'),
  /** The existing member the enrollment is for, if any. */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  zip: char('zip', { length: 5 }),
  city: text('city'),
  state: char('state', { length: 2 }),
  dob: date('dob'),
  gender: smallint('gender'),
  tier: text('tier').$type<Tier>(),
  isSmoker: boolean('is_smoker'),
  annualSalary: money('annual_salary'),
  weeklyHours: smallint('weekly_hours'),
  spouseDob: date('spouse_dob'),
  childrenCount: smallint('children_count'),
  /** The group whose enrollment code this enrollment proved: its group-code plans may be added. */
  groupCodeGroupId: integer('group_code_group_id').references(() => groups.id, { onDelete: 'set null' }),
  effectiveDate: date('effective_date'),
  /** Set by cart-checkout: who enrolls (enrollBy), and when the cart was closed for the wizard. */
  enrollBy: text('enroll_by').$type<'rep' | 'applicant'>(),
  checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
  /** The representative whose enroller code the applicant gave. */
  enrollerAgentId: integer('enroller_agent_id').references(() => agents.id, { onDelete: 'set null' }),
  /** The wizard steps and plans the person last saw, so a change under them is told once (decision 012). */
  wizardSeen: jsonb('wizard_seen').$type<{ tabs: WizardTab[]; planIds: number[] }>(),
  /** Set when Complete Enrollment made it an application: from then on nothing in it changes. */
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /**
   * Moves on every write of the enrollment or its cart lines: a cart change priced from a read writes only while
   * the version is still the one read (enrollment/enrollment-store.ts `changeLines`).
   */
  cartVersion: integer('cart_version').notNull().default(0),
});

/** A shopper's answers to one questionnaire of a plan: health data, kept only encrypted. */
export const enrollmentAnswers = pgTable(
  'enrollment_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'eligibility' | 'underwriting'>().notNull(),
    outcome: text('outcome').$type<'accepted' | 'declined'>().notNull(),
    answersSealed: text('answers_sealed').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.planId, t.kind] })],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planPricingId: integer('plan_pricing_id').notNull(),
    price: money('price').notNull(),
    removable: boolean('removable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_plan_idx').on(t.enrollmentId, t.planId)],
);

/** Pictures of what the shopper saw when saving (the cart at checkout, the wizard's steps), encrypted. */
export const enrollmentScreenshots = pgTable(
  'enrollment_screenshots',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageSealed: text('image_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enrollment_screenshots_enrollment_idx').on(t.enrollmentId)],
);
