import { storeMessages } from '@openenroll/contract/store-messages';
import { and, desc, eq, inArray, lt, ne, notLike, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { mailAttachments, mailMessages } from '../db/schema.ts';
import { NotConfigured } from '../errors/domain-error.ts';
import type { JobAttempt, JobQueue } from '../jobs/job-queue.ts';
import { withoutEmailAddresses } from '../log.ts';
import type { Cipher } from '../security/cipher.ts';
import { escapeHtml } from './escape-html.ts';
import type { MailAttachment, MailTransport, OutgoingMail } from './mail-transport.ts';
import type { OutgoingSms, SmsTransport } from './sms-transport.ts';

export type MailInput = Omit<OutgoingMail, 'attachments'> & {
  /** One file sent with the message, kept sealed with it. */
  attachment?: MailAttachment;
  /** What the message is for (`quote`, `reminder`...): logged instead of the address or the body. */
  kind: string;
  siteId?: number | null;
};

type Deps = {
  db: Db;
  /** Without a queue nothing could send the message, so nothing may be queued. */
  jobs?: JobQueue;
  /** Without one every send fails (and says so): the worker never pretends a message left. */
  transport?: MailTransport;
  /** Without one no text message is accepted. */
  sms?: SmsTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Seals every message at rest (recipient, subject, bodies, attachment); without it none is stored. */
  cipher?: Cipher;
  /** How long a message delivered to the demo outbox keeps its body for the mailbox (24 hours unless given). */
  outboxKeepSeconds?: number;
};

/** A message as it was written: its row with the sealed fields opened. */
type OpenedMessage = typeof mailMessages.$inferSelect;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** E-mail: written to `mail_messages` and sent by the `send-mail` job, so no request waits for an SMTP server. */
export function createMailService(deps: Deps) {
  const { db, log } = deps;
  const outboxKeepSeconds = deps.outboxKeepSeconds ?? 24 * 60 * 60;

  const requireCipher = () => {
    if (!deps.cipher) throw new Error('No data key is configured: sent messages cannot be read');
    return deps.cipher;
  };

  async function opened(messageId: string): Promise<OpenedMessage | undefined> {
    const row = await db.query.mailMessages.findFirst({ where: eq(mailMessages.id, messageId) });
    if (!row) return undefined;
    const cipher = requireCipher();
    // A pruned body is empty, not sealed.
    const open = (sealed: string) => (sealed === '' ? '' : cipher.decrypt(sealed));
    return { ...row, to: open(row.to), subject: open(row.subject), html: open(row.html), text: open(row.text) };
  }

  /** Whether a channel's way out is the demo outbox, where the mailbox is the delivery. */
  const toOutbox = (channel: 'email' | 'sms') =>
    (channel === 'sms' ? deps.sms?.kind : deps.transport?.kind) === 'outbox';

  /** Keeps the receipt (when, to whom, which kind, how it went) and drops what the message said and carried. */
  async function prune(tx: Tx, messageId: string) {
    await tx.update(mailMessages).set({ html: '', text: '' }).where(eq(mailMessages.id, messageId));
    await tx.delete(mailAttachments).where(eq(mailAttachments.messageId, messageId));
  }

  return {
    /** Stores the message and queues its sending, in the caller's transaction when given one; answers its id. */
    async enqueue(input: MailInput, tx?: Tx, channel: 'email' | 'sms' = 'email'): Promise<string> {
      const { jobs } = deps;
      if (!jobs) throw new Error('No job queue is configured: e-mail cannot be sent');
      const { attachment, to, subject, html, text, kind } = input;
      const { cipher } = deps;
      if (!cipher) throw new NotConfigured(storeMessages.noKeyMessages);
      const write = async (t: Tx) => {
        const [row] = await t
          .insert(mailMessages)
          .values({
            kind,
            channel,
            siteId: input.siteId ?? null,
            to: cipher.encrypt(to),
            subject: cipher.encrypt(subject),
            html: cipher.encrypt(html),
            text: cipher.encrypt(text),
          })
          .returning({ id: mailMessages.id });
        if (!row) throw new Error('The message was not stored');
        if (attachment) {
          await t.insert(mailAttachments).values({
            messageId: row.id,
            filename: attachment.filename,
            contentType: attachment.contentType,
            bodySealed: cipher.encrypt(attachment.content.toString('base64')),
          });
        }
        await jobs.send('send-mail', { messageId: row.id }, { tx: t });
        return row.id;
      };
      return tx ? write(tx) : db.transaction(write);
    },

    /** Whether text messages can leave (a provider, or the demo outbox). */
    canText: () => deps.sms !== undefined,

    /** Stores a text message and queues its sending like an e-mail; refused when no way out is configured. */
    async enqueueText(input: OutgoingSms & { kind: string; siteId?: number | null }, tx?: Tx): Promise<string> {
      if (!deps.sms) throw new Error('No text message transport is configured');
      const label = 'Text message';
      return this.enqueue(
        {
          kind: input.kind,
          siteId: input.siteId,
          to: input.to,
          subject: label,
          text: input.text,
          html: `<p>${escapeHtml(input.text)}</p>`,
        },
        tx,
        'sms',
      );
    },

    /** The `send-mail` job: one try at handing the message to the transport. A failure throws, so the queue retries. */
    async deliver(messageId: string, { attempt, lastAttempt }: JobAttempt) {
      const message = await opened(messageId);
      // Already sent (a job retried after a crash) or no longer there: nothing to do.
      if (message?.status !== 'queued') return;
      const about = { messageId, kind: message.kind, attempt };
      try {
        if (message.channel === 'sms') {
          if (!deps.sms) throw new Error('No text message transport is configured');
          await deps.sms.send({ to: message.to, text: message.text });
        } else {
          if (!deps.transport) throw new Error('No mail transport is configured');
          const attachment = await this.attachmentOf(messageId);
          await deps.transport.send({
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(attachment ? { attachments: [attachment] } : {}),
          });
        }
      } catch (error) {
        const lastError = withoutEmailAddresses(errorText(error)).slice(0, 1000);
        await db.transaction(async (tx) => {
          await tx
            .update(mailMessages)
            .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError, status: lastAttempt ? 'failed' : 'queued' })
            .where(eq(mailMessages.id, messageId));
          // Nothing will send it again: its codes and links need not wait in the database.
          if (lastAttempt) await prune(tx, messageId);
        });
        log.warn(
          { ...about, error: lastError },
          lastAttempt ? 'mail failed: no tries left' : 'mail send failed: will retry',
        );
        throw new Error(lastError);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(mailMessages)
          .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: null, status: 'sent', sentAt: sql`now()` })
          .where(eq(mailMessages.id, messageId));
        // Handed over, the body has no more use here; in the demo outbox the mailbox is its delivery, for a while.
        if (!toOutbox(message.channel)) await prune(tx, messageId);
      });
      if (toOutbox(message.channel)) await this.pruneExpired();
      log.info({ ...about, channel: message.channel }, 'mail sent');
    },

    /**
     * Prunes what is past keeping: messages failed for good, sent ones, and the demo outbox's once the mailbox had them
     * `outboxKeepSeconds`. Runs at startup and after each delivery to the outbox: no message needs a job of its own,
     * and a demo store that sends nothing more holds nothing new either.
     */
    async pruneExpired() {
      const due = (channel: 'email' | 'sms') =>
        toOutbox(channel)
          ? and(
              eq(mailMessages.channel, channel),
              lt(mailMessages.sentAt, sql`now() - make_interval(secs => ${outboxKeepSeconds})`),
            )
          : eq(mailMessages.channel, channel);
      await db.transaction(async (tx) => {
        await tx
          .update(mailMessages)
          .set({ html: '', text: '' })
          .where(
            and(
              or(ne(mailMessages.html, ''), ne(mailMessages.text, '')),
              or(eq(mailMessages.status, 'failed'), and(eq(mailMessages.status, 'sent'), or(due('email'), due('sms')))),
            ),
          );
        const pruned = tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.html, ''));
        await tx.delete(mailAttachments).where(inArray(mailAttachments.messageId, pruned));
      });
    },

    /** At startup: seals the messages an earlier version kept in clear (a sealed value starts `v1.`, an address never). */
    async sealEarlier() {
      const cipher = requireCipher();
      const clear = await db.select().from(mailMessages).where(notLike(mailMessages.to, 'v1.%'));
      const seal = (plain: string) => (plain === '' ? '' : cipher.encrypt(plain));
      for (const row of clear) {
        await db
          .update(mailMessages)
          .set({ to: seal(row.to), subject: seal(row.subject), html: seal(row.html), text: seal(row.text) })
          .where(eq(mailMessages.id, row.id));
      }
      return clear.length;
    },

    /** The latest messages, newest first, their recipient and subject opened. */
    async recent(limit = 100) {
      const rows = await db
        .select({
          id: mailMessages.id,
          to: mailMessages.to,
          subject: mailMessages.subject,
          kind: mailMessages.kind,
          channel: mailMessages.channel,
          status: mailMessages.status,
          createdAt: mailMessages.createdAt,
        })
        .from(mailMessages)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(limit);
      const cipher = requireCipher();
      return rows.map((row) => ({ ...row, to: cipher.decrypt(row.to), subject: cipher.decrypt(row.subject) }));
    },

    /** One message opened, with its attachment; a pruned one has empty bodies and no attachment. */
    async find(messageId: string) {
      const message = await opened(messageId);
      return message ? { ...message, attachment: await this.attachmentOf(messageId) } : null;
    },

    /** The file a message carries, unsealed; null when it has none. */
    async attachmentOf(messageId: string): Promise<MailAttachment | null> {
      const [row] = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, messageId));
      if (!row) return null;
      const content = Buffer.from(requireCipher().decrypt(row.bodySealed), 'base64');
      return { filename: row.filename, contentType: row.contentType, content };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
