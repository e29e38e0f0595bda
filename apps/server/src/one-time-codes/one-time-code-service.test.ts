import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { createRateLimiter } from '../security/rate-limiter.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createOneTimeCodes } from './one-time-code-service.ts';

describe('one-time codes', () => {
  let database: Database;
  let clock = new Date('2030-06-01T09:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const policy = { lifetimeMinutes: 10, maxWrongTries: 3, resendAfterSeconds: 60, sendsPerHour: 4 };
  let nextSubject = 1;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** A purpose of its own for each test, and a subject that asks for a code to `contact`. */
  function codesFor(contact = 'ann@example.com', rules = policy) {
    const now = () => clock;
    const codes = createOneTimeCodes({ db: database.db, limiter: createRateLimiter({ db: database.db, now }), now });
    const purpose = codes(`test-${nextSubject}`, rules);
    const subject = `subject-${nextSubject++}`;
    let last = '';
    const issue = (to = contact, owner = 'owner-1') =>
      purpose.issue({ subject, contact: to, owner, client: '10.0.0.1' }, async (code) => {
        last = code;
      });
    let proofs = 0;
    const verify = (code: string, to = contact) =>
      purpose.verify({ subject, contact: to, code }, async () => {
        proofs++;
      });
    return { purpose, subject, issue, verify, code: () => last, proofs: () => proofs };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends six digits, keeps only hashes, and proves the contact once', async () => {
    const ann = codesFor();
    expect(await ann.issue()).toEqual({ status: 'sent' });
    expect(ann.code()).toMatch(/^\d{6}$/);
    const stored = JSON.stringify(await database.db.select().from(oneTimeCodes));
    expect(stored).not.toContain(ann.code());
    expect(stored).not.toContain('ann@example.com');

    expect(await ann.verify(ann.code(), 'bob@example.com')).toBe('none');
    expect(await ann.verify(ann.code(), ' ANN@example.com ')).toBe('verified');
    expect(ann.proofs()).toBe(1);
    expect(await ann.verify(ann.code())).toBe('none');
    expect(ann.proofs()).toBe(1);
  });

  it('is void after its wrong tries, even when the right code follows', async () => {
    const ann = codesFor();
    await ann.issue();
    expect(await ann.verify(wrong(ann.code()))).toBe('wrong');
    expect(await ann.verify(wrong(ann.code()))).toBe('wrong');
    expect(await ann.verify(wrong(ann.code()))).toBe('void');
    expect(await ann.verify(ann.code())).toBe('void');
    expect(ann.proofs()).toBe(0);
  });

  it('expires after its lifetime', async () => {
    const ann = codesFor();
    await ann.issue();
    later(10 * 60 + 1);
    expect(await ann.verify(ann.code())).toBe('expired');
  });

  it('is sent again to the same contact only after the wait, and then only the new code works', async () => {
    const ann = codesFor();
    await ann.issue();
    const first = ann.code();
    later(20);
    expect(await ann.issue()).toEqual({ status: 'resend-wait', seconds: 40 });
    expect(await ann.issue('bob@example.com')).toEqual({ status: 'sent' });
    expect(await ann.verify(ann.code())).toBe('none');
    later(60);
    expect(await ann.issue()).toEqual({ status: 'sent' });
    if (ann.code() !== first) expect(await ann.verify(first)).toBe('wrong');
    expect(await ann.verify(ann.code())).toBe('verified');
  });

  it("counts sends against the client's hourly limit for the owner, whichever subject asks", async () => {
    const rules = { ...policy, sendsPerHour: 2 };
    const shared = codesFor('ann@example.com', rules);
    const owner = `owner-${shared.subject}`;
    const send = (subject: string, client = '10.0.0.1') =>
      shared.purpose.issue({ subject, contact: 'x@example.com', owner, client }, async () => {});
    expect(await send('a')).toEqual({ status: 'sent' });
    expect(await send('b')).toEqual({ status: 'sent' });
    expect(await send('c')).toEqual({ status: 'send-limit', seconds: 3600 });
    // Another client, the owner at their own desk, is not refused for the first one's sends.
    expect(await send('d', '10.0.0.2')).toEqual({ status: 'sent' });
    later(3600);
    expect(await send('c')).toEqual({ status: 'sent' });
  });

  it("sends an owner a few clients' worth of codes an hour, however many clients ask", async () => {
    const rules = { ...policy, sendsPerHour: 2 };
    const shared = codesFor('ann@example.com', rules);
    const owner = `owner-${shared.subject}`;
    const sent = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        shared.purpose.issue(
          { subject: `s-${index}`, contact: 'x@example.com', owner, client: `10.1.0.${index}` },
          async () => {},
        ),
      ),
    );
    expect(sent.filter((outcome) => outcome.status === 'sent')).toHaveLength(8);
  });

  it('sends one code of parallel asks for one subject and contact, and does not count the others', async () => {
    const ann = codesFor('ann@example.com', { ...policy, sendsPerHour: 2 });
    let sent = 0;
    const ask = () =>
      ann.purpose.issue(
        { subject: ann.subject, contact: 'ann@example.com', owner: 'o-parallel', client: 'c' },
        async () => {
          sent++;
        },
      );
    const outcomes = await Promise.all(Array.from({ length: 20 }, ask));
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(1);
    expect(sent).toBe(1);
    // The refused asks used up nothing: the second of the hour's two sends is still there.
    later(60);
    expect(await ask()).toEqual({ status: 'sent' });
    later(60);
    expect(await ask()).toMatchObject({ status: 'send-limit' });
  });

  it('stores no code whose message could not be queued', async () => {
    const ann = codesFor();
    const failed = ann.purpose.issue(
      { subject: ann.subject, contact: 'ann@example.com', owner: 'o', client: 'c' },
      async () => {
        throw new Error('outbox down');
      },
    );
    await expect(failed).rejects.toThrow('outbox down');
    expect(await ann.verify('123456')).toBe('none');
  });
});
