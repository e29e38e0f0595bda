import type { Tier } from '@openenroll/contract/codes';
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { plans } from './catalog.ts';
import { createdAt } from './columns.ts';
import { agents, groups } from './partners.ts';

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
  (t) => [
    index('members_agent_idx').on(t.agentId),
    index('members_group_idx').on(t.groupId),
    // Contact's check that no other member has the address or phone, on every save of the step.
    index('members_email_idx').on(sql`lower(${t.email})`),
    index('members_phone_idx').on(t.phone),
  ],
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
    tier: text('tier').$type<Tier>().notNull(),
    status: text('status').notNull(),
    effectiveDate: date('effective_date').notNull(),
  },
  (t) => [index('member_policies_member_idx').on(t.memberId)],
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
