import { sql } from 'drizzle-orm';
import { boolean, char, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { portals, sites } from './sites.ts';

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    accessCode: text('access_code').notNull(),
    /** The code applicants type to credit this representative with their enrollment. */
    enrollerCode: text('enroller_code').unique(),
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
