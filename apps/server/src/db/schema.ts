import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  about: text('about').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Shoppers need a representative's access code or a group's enrollment code before the store opens. */
  requiresAccessCode: boolean('requires_access_code').notNull().default(false),
  /** The site's fixed main host: its header shows neither Home nor representatives' logos. */
  mainHost: boolean('main_host').notNull().default(false),
});

export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export const siteTheme = pgTable(
  'site_theme',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  isPartner: boolean('is_partner').notNull().default(false),
});

/** A portal is what the spec calls a platform: platform_group_id, platform_name, platform_code. */
export const portals = pgTable('portals', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const portalSites = pgTable(
  'portal_sites',
  {
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.siteId] })],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    accessCode: text('access_code').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    landingPage: text('landing_page').notNull().unique(),
    landingUrl: text('landing_url'),
    tagline: text('tagline'),
    bio: text('bio'),
    logo: text('logo'),
    image: text('image'),
    /** The unguessable id of the representative's referral link (/referrals?rid=...). */
    referralId: text('referral_id').unique(),
  },
  (t) => [uniqueIndex('agents_access_code_idx').on(sql`upper(${t.accessCode})`)],
);

export const agentPortals = pgTable(
  'agent_portals',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.portalId] })],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    enrollmentCode: text('enrollment_code').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    landingPage: text('landing_page').notNull().unique(),
    landingUrl: text('landing_url'),
    requiresGroupCode: boolean('requires_group_code').notNull().default(false),
    tagline: text('tagline'),
    about: text('about'),
    logo: text('logo'),
    image: text('image'),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: char('state', { length: 2 }).notNull(),
    zip: char('zip', { length: 5 }).notNull(),
  },
  (t) => [uniqueIndex('groups_enrollment_code_idx').on(sql`upper(${t.enrollmentCode})`)],
);

export const groupPortals = pgTable(
  'group_portals',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.portalId] })],
);

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
export type UnionFees = { health_and_welfare: Partial<Record<'IO' | 'IS' | 'IC' | 'IF', number>> };
export type Rider = { name: string; description: string };

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
    tiers: text('tiers').array().notNull(),
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
    salary: jsonb('salary').$type<SalaryRule>(),
    blackout: jsonb('blackout').$type<Blackout>(),
    description: jsonb('description').$type<PlanDescription>().notNull(),
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
    tier: text('tier').notNull(),
    minAge: smallint('min_age').notNull(),
    maxAge: smallint('max_age').notNull(),
    state: char('state', { length: 2 }),
    tobacco: boolean('tobacco'),
    price: money('price').notNull(),
  },
  (t) => [index('plan_pricing_lookup_idx').on(t.planId, t.tier, t.minAge)],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob').notNull(),
    gender: smallint('gender').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** AES-256-GCM ciphertext; only ssnLast4 is ever shown. */
    ssnEncrypted: text('ssn_encrypted').notNull(),
    ssnLast4: char('ssn_last4', { length: 4 }).notNull(),
    zip: char('zip', { length: 5 }).notNull(),
    state: char('state', { length: 2 }).notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    /** The unguessable id of the member's own store link (/member-benefit-store/{id}/{tier}); never the serial id. */
    linkId: text('link_id').unique(),
  },
  (t) => [index('members_agent_idx').on(t.agentId), index('members_group_idx').on(t.groupId)],
);

export const memberPolicies = pgTable(
  'member_policies',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    tier: text('tier').notNull(),
    status: text('status').notNull(),
    effectiveDate: date('effective_date').notNull(),
  },
  (t) => [index('member_policies_member_idx').on(t.memberId)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

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
  tier: text('tier'),
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
});

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

/** Fixed-window counters for attempts that must not be brute-forced (codes, one-time passwords). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * A visitor who shared the browser's location: the nearest zip code, once per device and site. The representative
 * and group are the session's (whose store the visitor was in), never ids the browser sent.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** The path of the page the visitor shared their location on. */
    pagePath: text('page_path'),
    zip: char('zip', { length: 5 }).notNull(),
    city: text('city').notNull(),
    state: char('state', { length: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_device_idx').on(t.siteId, t.deviceId)],
);

/** Enrollments started by visitors the partner membership site sent (track-elevate-traffic), one row each. */
export const partnerTraffic = pgTable('partner_traffic', {
  enrollmentId: text('enrollment_id')
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  portalId: integer('portal_id').references(() => portals.id, { onDelete: 'set null' }),
  /** The partner site's own reference for the visitor (the `id` of /websites). */
  partnerReference: text('partner_reference'),
  createdAt: createdAt(),
});

/**
 * Every e-mail the store sends, written with the job that sends it. In demo mode without SMTP the row is the
 * outbox: the mailbox page reads it. A send that keeps failing ends `failed` with its last error.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** What the message is for (a quote, a reminder...), for logs and the mailbox. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    check('mail_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * A cart sent as a quote. The link carries a random token; only its SHA-256 is kept. The recipient's name, e-mail and
 * the sender's message are personal data, kept only encrypted. Reminders go while the quote is unanswered.
 */
export const cartQuotes = pgTable(
  'cart_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    recipientSealed: text('recipient_sealed').notNull(),
    effectiveDate: date('effective_date'),
    status: text('status', { enum: ['sent', 'accepted', 'declined'] })
      .notNull()
      .default('sent'),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('cart_quotes_enrollment_idx').on(t.enrollmentId),
    check('cart_quotes_status_check', sql`${t.status} in ('sent', 'accepted', 'declined')`),
  ],
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

/**
 * The one-time code that opens the current-member lists for one session, e-mailed to the representative's or the
 * group's address on file. One live code per session; only its hash is kept, and 5 wrong tries void it.
 */
export const memberListCodes = pgTable(
  'member_list_codes',
  {
    sessionHash: text('session_hash')
      .primaryKey()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('member_list_codes_owner_check', sql`(${t.agentId} is null) <> (${t.groupId} is null)`)],
);

/**
 * Who saw which current members, and when: every list page shown and every existing-member enrollment started by a
 * representative or group. Ids only (no names, no search text); no foreign keys, so the record outlives a catalog
 * import that removes the representative, group or member.
 */
export const memberAccessLog = pgTable(
  'member_access_log',
  {
    id: serial('id').primaryKey(),
    action: text('action', { enum: ['list', 'enroll'] }).notNull(),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    sessionHash: text('session_hash').notNull(),
    memberIds: integer('member_ids').array().notNull(),
    /** Whether the list was narrowed by a search; the search text itself is personal data and is not kept. */
    searched: boolean('searched').notNull().default(false),
    page: integer('page'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_access_log_created_idx').on(t.createdAt),
    check('member_access_log_action_check', sql`${t.action} in ('list', 'enroll')`),
  ],
);

/**
 * Past carts and enrollments the recommender learns from, apart from the live carts (cart_lines): the demo catalog's
 * history is generated at import. The segment is the shopper's at the time; age_band is the band's lowest age.
 */
export const historyCarts = pgTable('history_carts', {
  id: serial('id').primaryKey(),
  portalId: integer('portal_id')
    .notNull()
    .references(() => portals.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  state: char('state', { length: 2 }).notNull(),
  tier: text('tier').notNull(),
  ageBand: smallint('age_band').notNull(),
  gender: smallint('gender').notNull(),
  /** Checked out and enrolled, rather than only added to a cart. */
  enrolled: boolean('enrolled').notNull(),
});

export const historyCartPlans = pgTable(
  'history_cart_plans',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => historyCarts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.planId] })],
);

/** Where a recommendation count comes from: the history (recounted at import) or the live carts (by the refresh job). */
export type RecommendationSource = 'history' | 'live';
const segmentColumns = () => ({
  source: text('source').$type<RecommendationSource>().notNull(),
  portalId: integer('portal_id'),
  groupId: integer('group_id'),
  state: char('state', { length: 2 }),
  tier: text('tier'),
  ageBand: smallint('age_band'),
  gender: smallint('gender'),
});

/** Carts per segment: precomputed so a recommendation reads counts, never carts. */
export const recommendationSegments = pgTable('recommendation_segments', {
  ...segmentColumns(),
  carts: integer('carts').notNull(),
});

/** Carts per segment holding each plan. */
export const recommendationPlanCounts = pgTable('recommendation_plan_counts', {
  ...segmentColumns(),
  planId: integer('plan_id').notNull(),
  carts: integer('carts').notNull(),
});

/** Carts holding both plans, once per pair (plan_id < with_plan_id). */
export const recommendationPairs = pgTable('recommendation_pairs', {
  source: text('source').$type<RecommendationSource>().notNull(),
  planId: integer('plan_id').notNull(),
  withPlanId: integer('with_plan_id').notNull(),
  carts: integer('carts').notNull(),
});

/** One row: bumped by every recount so every server instance rebuilds its in-memory model. */
export const recommendationMeta = pgTable('recommendation_meta', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
