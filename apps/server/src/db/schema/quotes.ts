import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { enrollments } from './enrollments.ts';
import { sites } from './sites.ts';

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
