import { desc, eq, sql } from 'drizzle-orm';
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
  /** Seals attachments (they hold applications); without it a message with one is refused. */
  cipher?: Cipher;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** E-mail: written to `mail_messages` and sent by the `send-mail` job, so no request waits for an SMTP server. */
export function createMailService(deps: Deps) {
  const { db, log } = deps;

  return {
    /** Stores the message and queues its sending, in the caller's transaction when given one; answers its id. */
    async enqueue(input: MailInput, tx?: Tx, channel: 'email' | 'sms' = 'email'): Promise<string> {
      const { jobs } = deps;
      if (!jobs) throw new Error('No job queue is configured: e-mail cannot be sent');
      const { attachment, ...message } = input;
      const { cipher } = deps;
      if (attachment && !cipher) throw new NotConfigured('Attachments cannot be stored: no data key is configured.');
      const write = async (t: Tx) => {
        const [row] = await t
          .insert(mailMessages)
          .values({ ...message, channel, siteId: input.siteId ?? null })
          .returning({ id: mailMessages.id });
        if (!row) throw new Error('The message was not stored');
        if (attachment && cipher) {
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
      const message = await db.query.mailMessages.findFirst({ where: eq(mailMessages.id, messageId) });
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
        await db
          .update(mailMessages)
          .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError, status: lastAttempt ? 'failed' : 'queued' })
          .where(eq(mailMessages.id, messageId));
        log.warn(
          { ...about, error: lastError },
          lastAttempt ? 'mail failed: no tries left' : 'mail send failed: will retry',
        );
        throw new Error(lastError);
      }
      await db
        .update(mailMessages)
        .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: null, status: 'sent', sentAt: sql`now()` })
        .where(eq(mailMessages.id, messageId));
      log.info({ ...about, channel: message.channel }, 'mail sent');
    },

    /** The latest messages, newest first. */
    async recent(limit = 100) {
      return db
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
    },

    async find(messageId: string) {
      const message = await db.query.mailMessages.findFirst({ where: eq(mailMessages.id, messageId) });
      return message ? { ...message, attachment: await this.attachmentOf(messageId) } : null;
    },

    /** The file a message carries, unsealed; null when it has none. */
    async attachmentOf(messageId: string): Promise<MailAttachment | null> {
      const [row] = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, messageId));
      if (!row) return null;
      if (!deps.cipher) throw new Error('No data key is configured: the attachment cannot be read');
      const content = Buffer.from(deps.cipher.decrypt(row.bodySealed), 'base64');
      return { filename: row.filename, contentType: row.contentType, content };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
