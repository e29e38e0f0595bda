import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';

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
  /** Whether Personal Information asks for an enroller code: 'off', 'optional' or 'mandatory'. */
  enrollerCode: text('enroller_code').$type<'off' | 'optional' | 'mandatory'>().notNull().default('off'),
  /** The about text and the theme's welcome texts in other languages. */
  translations: translations<{ about: string; theme: Partial<Record<string, string>> }>(),
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
