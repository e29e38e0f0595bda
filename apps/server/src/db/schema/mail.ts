import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { sites } from './sites.ts';

/**
 * Every e-mail the store sends, written with the job that sends it. In demo mode without SMTP the row is the
 * outbox: the mailbox page reads it. A send that keeps failing ends `failed` with its last error.
 *
 * Recipient, subject and bodies are sealed with the data key (security/cipher.ts): they carry quote links, one-time
 * codes, names and typed text. Once the message is handed over (or failed for good; in the demo outbox, after
 * DEMO_MAIL_HOURS) both bodies are emptied and the row stays as its receipt: when, to whom, which kind, how it went.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** What the message is for (a quote, a reminder...), for logs and the mailbox. */
    kind: text('kind').notNull(),
    /** E-mail, or a text message (its text in `text`, a short label in `subject`). */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    /** Sealed. */
    to: text('to').notNull(),
    /** Sealed. */
    subject: text('subject').notNull(),
    /** Sealed; empty once pruned. */
    html: text('html').notNull(),
    /** Sealed; empty once pruned. */
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
    check('mail_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * The one file a message carries (the application PDF of a receipt), sealed with the data key: it holds the
 * application. Deleted with its message.
 */
export const mailAttachments = pgTable('mail_attachments', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => mailMessages.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  bodySealed: text('body_sealed').notNull(),
});
