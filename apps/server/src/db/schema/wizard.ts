import type { SavedStepTab, WizardTab } from '@openenroll/contract/wizard/steps';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { enrollments } from './enrollments.ts';

/**
 * One wizard step of an enrollment: the answers its Next accepted and the draft on screen, each sealed whole with the
 * data key (every step holds personal data), with the schema version they were written under (decision 012).
 */
export const enrollmentSteps = pgTable(
  'enrollment_steps',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    tab: text('tab').$type<WizardTab>().notNull(),
    version: smallint('version').notNull(),
    answersSealed: text('answers_sealed'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    draftSealed: text('draft_sealed'),
    /** The browser's revision of the draft: an older one arriving late is ignored. */
    draftRevision: integer('draft_revision'),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.tab] })],
);

/** An e-mail address or phone proven by a one-time code for an enrollment: only its hash is kept. */
export const verifiedContacts = pgTable(
  'verified_contacts',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['email', 'phone'] }).notNull(),
    contactHash: text('contact_hash').notNull(),
    verifiedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enrollmentId, t.type, t.contactHash] }),
    check('verified_contacts_type_check', sql`${t.type} in ('email', 'phone')`),
  ],
);

/**
 * An enrollment saved for later (Save & Continue Later): the code and link e-mailed to the address given, looked up by
 * their hashes, the step it resumes at, and until when. One live save per enrollment.
 */
export const savedEnrollments = pgTable(
  'saved_enrollments',
  {
    enrollmentId: text('enrollment_id')
      .primaryKey()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    /** The e-mailed link's token: alone it opens the cart; a step also needs the code. */
    linkHash: text('link_hash').notNull().unique(),
    emailHash: text('email_hash').notNull(),
    /** The address, the code and the link's token, for the reminder: sealed like the quotes' recipients. */
    secretsSealed: text('secrets_sealed').notNull(),
    savedTab: text('saved_tab').$type<SavedStepTab>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [index('saved_enrollments_expires_idx').on(t.expiresAt)],
);

/**
 * The browser that last worked on an enrollment's wizard may open it again once its session ended (decision 016): the
 * HttpOnly resume cookie holds a random token, this row only its hash. One per enrollment, rotated on every use. When
 * the session that issued it had proven a representative's or a group's code, that proof is asked again.
 */
export const resumeTokens = pgTable(
  'resume_tokens',
  {
    enrollmentId: text('enrollment_id')
      .primaryKey()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    siteId: integer('site_id').notNull(),
    proofKind: text('proof_kind', { enum: ['agent', 'group'] }),
    proofId: integer('proof_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('resume_tokens_proof_check', sql`${t.proofKind} is null or ${t.proofKind} in ('agent', 'group')`)],
);
