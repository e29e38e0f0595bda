import { char, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { enrollments } from './enrollments.ts';
import { agents, groups } from './partners.ts';
import { portals, sites } from './sites.ts';

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
