import { validateLandingPage } from '@openenroll/contract/entry';
import { sendOtp } from '@openenroll/contract/wizard/otp';
import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailMessages } from '../db/schema.ts';
import { cartShopper } from '../test/cart-shopper.ts';
import { mailTo } from '../test/mail.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { wizardShopper } from '../test/wizard-shopper.ts';
import { createMailService } from './mail-service.ts';
import { outboxTransport } from './mail-transport.ts';
import { smsOutboxTransport } from './sms-transport.ts';

/** Every row of every table, pg-boss's included, as text: what a copy of the database would give away. */
async function dumpOf(db: Db) {
  // Both drivers answer rows in `rows`; drizzle types the answer by driver.
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql.raw(`select t::text as row from ${name} t`));
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join('\n');
}

const pdf = Buffer.from('%PDF-1.7 the application of Ana Nunez');

describe('sent mail at rest', () => {
  const store = useTestStore({ demoMode: true });

  it('keeps no quote link, one-time code, recipient or typed message in clear, in any table', async () => {
    // In Ann Agent's store, which sends quotes.
    const browser = visitor(store.app, 'localhost:3100');
    dataOf(await browser.call(validateLandingPage, { landing_page: 'ann' }));
    const quoted = await cartShopper(store, {}, browser);
    dataOf(await quoted.add('smile'));
    const typed = 'Call me about the orthodontics rider on Tuesday';
    const sent = await quoted.browser.post('save-enrollment', {
      enrollment_id: quoted.enrollmentId,
      tab: 'cart_info',
      name: 'Jane Quotedperson',
      email: 'jane.quoted@example.com',
      message: typed,
    });
    expect(sent.statusCode).toBe(200);

    const shopper = await wizardShopper(store, ['span-dental']);
    dataOf(await shopper.call(sendOtp, { type: 'email', contact: 'otp.reader@example.com' }));
    dataOf(await shopper.call(sendOtp, { type: 'phone', contact: '(214) 555-0177' }));
    expect(await store.jobs.drain('send-mail')).toBe(0);

    // As the recipients read them: the secrets are in the messages...
    const [quote] = await mailTo(store.db, 'jane.quoted@example.com', 'quote');
    const token = /save-cart-direct-continue\/([A-Za-z0-9_-]{43})\//.exec(quote?.text ?? '')?.[1] ?? '';
    const [emailCode] = await mailTo(store.db, 'otp.reader@example.com', 'enrollment-email-code');
    const [textCode] = await mailTo(store.db, '2145550177', 'enrollment-phone-code');
    const codes = [emailCode?.text, textCode?.text].map((text) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '');
    expect(token).toHaveLength(43);
    expect(quote?.text).toContain(typed);
    expect(codes.every((code) => code.length === 6)).toBe(true);

    // ...and nowhere in the database in clear.
    const dump = await dumpOf(store.db);
    expect(dump).toContain('span-dental');
    const secrets = [token, ...codes, 'jane.quoted@example.com', 'otp.reader@example.com', '2145550177', typed];
    expect(secrets.filter((secret) => dump.includes(secret))).toEqual([]);
    expect(dump).not.toContain('Quotedperson');
  });

  it('keeps a receipt when a message failed for good, and drops its body and file', async () => {
    const failing = createMailService({
      db: store.db,
      jobs: store.jobs,
      cipher: store.cipher,
      transport: {
        kind: 'smtp',
        send: async () => Promise.reject(new Error('550 mailbox unavailable')),
        close() {},
      },
      log: store.app.log,
    });
    const id = await failing.enqueue({
      kind: 'enrollment-receipt',
      to: 'ana.failed@example.com',
      subject: 'Enrollment Receipt',
      html: '<p>Your application</p>',
      text: 'Your application',
      attachment: { filename: 'application.pdf', contentType: 'application/pdf', content: pdf },
    });
    await failing.deliver(id, { attempt: 1, lastAttempt: false }).catch(() => {});
    expect(await store.db.$count(mailAttachments, eq(mailAttachments.messageId, id))).toBe(1);
    await failing.deliver(id, { attempt: 2, lastAttempt: true }).catch(() => {});
    const [receipt] = await mailTo(store.db, 'ana.failed@example.com');
    expect(receipt).toMatchObject({ id, status: 'failed', kind: 'enrollment-receipt', html: '', text: '' });
    expect(await store.db.$count(mailAttachments, eq(mailAttachments.messageId, id))).toBe(0);
    await store.jobs.drain('send-mail');
  });

  it('keeps what the demo outbox delivered for the mailbox, then only its receipt once the retention passed', async () => {
    const outbox = createMailService({
      db: store.db,
      jobs: store.jobs,
      cipher: store.cipher,
      transport: outboxTransport,
      sms: smsOutboxTransport,
      log: store.app.log,
      outboxKeepSeconds: 3600,
    });
    const message = (to: string) => ({
      kind: 'enrollment-receipt',
      to,
      subject: 'Enrollment Receipt',
      html: '<p>Your application</p>',
      text: 'Your application',
      attachment: { filename: 'application.pdf', contentType: 'application/pdf', content: pdf },
    });
    const old = await outbox.enqueue(message('old.reader@example.com'));
    const fresh = await outbox.enqueue(message('fresh.reader@example.com'));
    await outbox.deliver(old, { attempt: 1, lastAttempt: false });
    await outbox.deliver(fresh, { attempt: 1, lastAttempt: false });
    expect((await outbox.find(old))?.text).toBe('Your application');

    await store.db
      .update(mailMessages)
      .set({ sentAt: sql`now() - interval '61 minutes'` })
      .where(eq(mailMessages.id, old));
    await outbox.pruneExpired();
    expect(await outbox.find(old)).toMatchObject({
      to: 'old.reader@example.com',
      subject: 'Enrollment Receipt',
      status: 'sent',
      html: '',
      text: '',
      attachment: null,
    });
    expect(await outbox.find(fresh)).toMatchObject({
      text: 'Your application',
      attachment: { filename: 'application.pdf' },
    });
    await store.jobs.drain('send-mail');
  });

  it('seals, at startup, the messages an earlier version kept in clear', async () => {
    const [row] = await store.db
      .insert(mailMessages)
      .values({ kind: 'quote', to: 'earlier@example.com', subject: 'Your quote', html: '<p>Hi</p>', text: 'Hi' })
      .returning({ id: mailMessages.id });
    expect(await store.mail.sealEarlier()).toBe(1);
    expect(await store.mail.sealEarlier()).toBe(0);
    expect(await dumpOf(store.db)).not.toContain('earlier@example.com');
    expect(await store.mail.find(row?.id ?? '')).toMatchObject({ to: 'earlier@example.com', html: '<p>Hi</p>' });
  });
});
