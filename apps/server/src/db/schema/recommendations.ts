import type { Tier } from '@openenroll/contract/codes';
import { boolean, char, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './catalog.ts';
import { groups } from './partners.ts';
import { portals } from './sites.ts';

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
  tier: text('tier').$type<Tier>().notNull(),
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
  tier: text('tier').$type<Tier>(),
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
