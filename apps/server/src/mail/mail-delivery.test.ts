import { eq } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { mailAttachments, mailMessages } from '../db/schema.ts';
import type { RetryPolicy } from '../jobs/job-queue.ts';
import { startPgBossQueue } from '../jobs/pg-boss-queue.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { openTestDatabase, testCipher } from '../test/test-database.ts';
import { createMailService } from './mail-service.ts';
import { type MailTransport, smtpTransport } from './mail-transport.ts';

/** pg-boss's own record of the jobs, read to see what the queue did. */
const queuedJobs = pgSchema('pgboss').table('job', {
  name: text('name').notNull(),
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  output: jsonb('output'),
});

/** The app on a fresh database with the real job queue (pg-boss) working its jobs. */
async function startStore(transport: MailTransport, policies?: { 'send-mail': RetryPolicy }) {
  const database = await openTestDatabase();
  const queueErrors: Error[] = [];
  const jobs = await startPgBossQueue({
    connection: database.jobConnection,
    pollingSeconds: 0.5,
    policies,
    onError: (error) => queueErrors.push(error),
  });
  const cipher = testCipher();
  const app = await buildApp({ database, jobs, mailTransport: transport, cipher });
  const message = async (id: string) =>
    (await database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];
  return {
    app,
    db: database.db,
    mail: createMailService({ db: database.db, jobs, log: app.log, cipher }),
    queueErrors,
    message,
    /** The message once the worker is done with it: sent, or failed for good. */
    async settled(id: string, ms = 20_000) {
      const start = Date.now();
      for (;;) {
        const row = await message(id);
        if (row && row.status !== 'queued') return row;
        if (Date.now() - start > ms) throw new Error(`message ${id} still queued after ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await app.close();
      await jobs.stop();
      transport.close();
      await database.close();
    },
  };
}

const quote = {
  to: 'ana@example.com',
  subject: 'Your quote from Sunrise Benefits',
  html: '<h1>Your quote</h1><p>Dental Plus: <strong>$24.10</strong> a month.</p>',
  text: 'Your quote\n\nDental Plus: $24.10 a month.',
  kind: 'quote',
};

describe('e-mail delivery through the job queue', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends a queued message through SMTP, with its HTML and text parts, and marks it sent', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const store = await startStore(smtpTransport(smtp.url, 'Sunrise Benefits <quotes@sunrise.test>'));
    cleanups.push(store.close);

    const id = await store.mail.enqueue(quote);
    const sent = await store.settled(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, kind: 'quote' });
    expect(sent.sentAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('quotes@sunrise.test');
    expect(message?.to).toEqual(['ana@example.com']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Your quote from Sunrise Benefits$/m);
    expect(raw).toMatch(/^To: ana@example\.com$/m);
    expect(raw).toMatch(/^From: Sunrise Benefits <quotes@sunrise\.test>$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\n[\s\S]*Dental Plus: \$24\.10 a month\./m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r\n[\s\S]*<strong>\$24\.10<\/strong>/m);
    expect(store.queueErrors).toEqual([]);

    // Handed over, the body is gone; the receipt stays, its recipient and subject sealed.
    expect(sent).toMatchObject({ html: '', text: '' });
    expect(`${sent.to} ${sent.subject}`).not.toMatch(/ana@example\.com|Sunrise/);
    expect(await store.mail.find(id)).toMatchObject({
      to: 'ana@example.com',
      subject: 'Your quote from Sunrise Benefits',
      kind: 'quote',
      status: 'sent',
      sentAt: sent.sentAt,
      attachment: null,
    });
  });

  it('sends the one file a message carries as an attachment, kept sealed beside it until then', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const store = await startStore(smtpTransport(smtp.url, 'OpenEnroll <no-reply@localhost>'));
    cleanups.push(store.close);
    const pdf = Buffer.from('%PDF-1.7 the application');
    // Queued in a transaction still open: the worker cannot take it before the row is read.
    let id = '';
    await store.db.transaction(async (tx) => {
      id = await store.mail.enqueue(
        {
          ...quote,
          attachment: { filename: 'application-OE-AAAAA-BBBBB.pdf', contentType: 'application/pdf', content: pdf },
        },
        tx,
      );
      const [kept] = await tx.select().from(mailAttachments);
      expect(kept?.bodySealed).not.toContain(pdf.toString('base64'));
    });
    expect((await store.settled(id)).status).toBe('sent');
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=application-OE-AAAAA-BBBBB\.pdf$/m);
    expect(raw).toContain(pdf.toString('base64'));
    expect(await store.db.$count(mailAttachments)).toBe(0);
  });

  it('retries a refused send, then marks it failed with the last error, without the address', async () => {
    const smtp = await startSmtpServer({
      onRcptTo: (address, _session, callback) =>
        callback(Object.assign(new Error(`<${address.address}>: Mailbox unavailable`), { responseCode: 550 })),
    });
    cleanups.push(smtp.close);
    const policy = { attempts: 3, delaySeconds: 0, backoff: false, expireSeconds: 30 };
    const store = await startStore(smtpTransport(smtp.url, 'OpenEnroll <no-reply@localhost>'), { 'send-mail': policy });
    cleanups.push(store.close);

    const id = await store.mail.enqueue(quote);
    const failed = await store.settled(id);
    // Nothing will send it again: only the receipt stays.
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, html: '', text: '' });
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(failed.lastError).toContain('[address]');
    expect(failed.lastError).not.toContain('ana@example.com');
    expect(smtp.tries()).toBe(3);
    expect(smtp.received).toEqual([]);

    // The queue's own record says so too, once the queue has taken the last attempt's failure, and keeps no address.
    const jobsNow = () => store.db.select().from(queuedJobs).where(eq(queuedJobs.name, 'send-mail'));
    await expect.poll(async () => (await jobsNow())[0]?.state).toBe('failed');
    const jobs = await jobsNow();
    expect(jobs).toEqual([
      {
        name: 'send-mail',
        state: 'failed',
        retryCount: 2,
        output: expect.objectContaining({ message: expect.any(String) }),
      },
    ]);
    expect(JSON.stringify(jobs)).toContain('[address]');
    expect(JSON.stringify(jobs)).not.toContain('ana@example.com');
  });

  it("queues in the caller's transaction: when it rolls back there is neither message nor job", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const store = await startStore(smtpTransport(smtp.url, 'OpenEnroll <no-reply@localhost>'));
    cleanups.push(store.close);

    const rolledBack = store.db.transaction(async (tx) => {
      await store.mail.enqueue(quote, tx);
      throw new Error('the rest of the write failed');
    });
    await expect(rolledBack).rejects.toThrow('the rest of the write failed');
    expect(await store.db.$count(mailMessages)).toBe(0);
    expect(await store.db.$count(queuedJobs)).toBe(0);
  });
});
