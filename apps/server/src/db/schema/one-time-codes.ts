import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Codes sent to prove someone reads an address or a phone (one-time-codes/): one live code per purpose and subject
 * (a session, an enrollment). Only hashes are kept: of the code, salted with purpose and subject, and of the contact
 * it went to, which is all it proves. Wrong tries are counted; enough of them void the code.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    contactHash: text('contact_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.subject] }), index('one_time_codes_expires_idx').on(t.expiresAt)],
);
