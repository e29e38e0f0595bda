import { saveEnrollment } from '@openenroll/contract/quote';
import { saveEnrollerCode } from '@openenroll/contract/wizard/personal-info';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { mailMessages } from '../db/schema.ts';
import { leadLookups } from '../lead/lead-service.ts';
import { mailTo } from '../test/mail.ts';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';
import { wizardShopper } from '../test/wizard-shopper.ts';

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

/** A browser at a given address (behind a proxy that names it, with `forwardedFor`), sending calls by hand. */
function browserAt(app: FastifyInstance, remoteAddress: string, options: { forwardedFor?: string } = {}) {
  const browser = visitor(app, 'alpha.test', remoteAddress, options);
  return (method: 'GET' | 'POST', call: string, payload?: object) =>
    method === 'GET' ? browser.get(call) : browser.post(call, payload);
}

const statuses = (answers: { statusCode: number }[]) => {
  const counted: Record<number, number> = {};
  for (const { statusCode } of answers) counted[statusCode] = (counted[statusCode] ?? 0) + 1;
  return counted;
};

const parallel = <T>(times: number, run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: times }, (_, index) => run(index)));

describe('limits under parallel requests', () => {
  const store = useTestStore();

  const mailsOf = async (kind: string, to?: string) => {
    if (to) return (await mailTo(store.db, to, kind)).length;
    const [row] = await store.db.select({ sent: count() }).from(mailMessages).where(eq(mailMessages.kind, kind));
    return row?.sent ?? 0;
  };

  it('checks exactly 8 of 100 parallel wrong access codes, and takes a right code from another address', async () => {
    const guesser = browserAt(store.app, '198.51.100.10');
    const answers = await parallel(100, (index) => guesser('POST', 'validate-agent', { agent_code: `GUESS-${index}` }));
    expect(statuses(answers)).toEqual({ 204: 8, 429: 92 });
    expect(answers.find((answer) => answer.statusCode === 429)?.body.message).toBe(tooMany);
    expect((await guesser('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(429);

    const owner = browserAt(store.app, '198.51.100.11');
    expect((await owner('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(200);
  });

  it('checks exactly 8 of 100 parallel wrong group codes from one address', async () => {
    const guesser = browserAt(store.app, '198.51.100.13');
    const answers = await parallel(100, (index) => guesser('POST', 'validate-group', { group_code: `GUESS-${index}` }));
    expect(statuses(answers)).toEqual({ 204: 8, 429: 92 });
  });

  it('checks exactly 8 of 100 parallel wrong enroller codes from one shopper', async () => {
    const quoted = await quotedVisitor(store.app, {}, visitor(store.app, 'alpha.test'));
    const shopper = await wizardShopper(store, ['smile'], {}, quoted.browser);
    const answers = await parallel(100, (index) => shopper.call(saveEnrollerCode, { enrollerCode: `NOPE${index}` }));
    expect(statuses(answers)).toEqual({ 422: 8, 429: 92 });
  });

  it('checks exactly 8 of 100 parallel wrong codes to continue a saved enrollment', async () => {
    const guesser = browserAt(store.app, '198.51.100.15');
    const digits = '23456789ABCDEFGH';
    const answers = await parallel(100, (index) =>
      guesser('POST', 'continue-enrollment', {
        code: `ABCDEF${digits[Math.floor(index / 8)]}${digits[index % 8]}`,
        email: 'ana.saves@example.com',
      }),
    );
    expect(statuses(answers)).toEqual({ 422: 8, 429: 92 });
  });

  it('e-mails exactly 10 of 100 parallel saves for later from one shopper', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const answers = await parallel(100, () =>
      shopper.call(saveEnrollment, { tab: 'primary_info', email: 'ana.later@example.com' }),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 429: 90 });
  });

  it('looks up exactly 20 of 100 parallel locations from one address', async () => {
    const browser = browserAt(store.app, '198.51.100.14');
    const answers = await parallel(100, (index) =>
      browser('POST', 'get-lead-information', {
        device_id: `parallel-device-${String(index).padStart(4, '0')}`,
        store_information: JSON.stringify({ latitude: 32.7904, longitude: -96.8044 }),
      }),
    );
    expect(statuses(answers)).toEqual({ 200: leadLookups.limit, 429: 100 - leadLookups.limit });
  });

  it('does not count right codes against the address that typed them', async () => {
    const office = browserAt(store.app, '198.51.100.12');
    for (let entry = 0; entry < 20; entry++) {
      expect((await office('POST', 'validate-group', { group_code: 'ACORN-3000' })).statusCode).toBe(200);
    }
    for (let typo = 0; typo < 8; typo++) {
      expect((await office('POST', 'validate-group', { group_code: `ACORN-399${typo}` })).statusCode).toBe(204);
    }
    expect((await office('POST', 'validate-group', { group_code: 'ACORN-3000' })).statusCode).toBe(429);
  });

  it("e-mails the group's code 6 times to one address's 100 parallel asks, and the owner still gets theirs", async () => {
    const at = '198.51.100.20';
    const sessions: ReturnType<typeof browserAt>[] = [];
    for (let index = 0; index < 100; index++) {
      const browser = browserAt(store.app, at);
      // Right codes do not count, but no more than 8 tries of one address may be looked up at once.
      expect((await browser('POST', 'confirm-group', { group_code: 'ACORN-3000' })).statusCode).toBe(200);
      sessions.push(browser);
    }
    const answers = await Promise.all(sessions.map((browser) => browser('POST', 'send-member-list-code', {})));
    expect(statuses(answers)).toEqual({ 200: 6, 429: 94 });
    expect(await mailsOf('member-list-code', 'hr@acorn.test')).toBe(6);

    const administrator = browserAt(store.app, '198.51.100.21');
    await administrator('POST', 'confirm-group', { group_code: 'ACORN-3000' });
    expect((await administrator('POST', 'send-member-list-code', {})).statusCode).toBe(200);

    // However many addresses ask, the owner is sent 4 addresses' worth (24) an hour.
    const crowd: ReturnType<typeof browserAt>[] = [];
    for (let index = 0; index < 100; index++) {
      const browser = browserAt(store.app, `198.51.101.${index}`);
      await browser('POST', 'confirm-group', { group_code: 'ACORN-3000' });
      crowd.push(browser);
    }
    await Promise.all(crowd.map((browser) => browser('POST', 'send-member-list-code', {})));
    expect(await mailsOf('member-list-code', 'hr@acorn.test')).toBe(24);
  });

  it('sends exactly 10 of 100 parallel quote e-mails from one address', async () => {
    const id = await planIdsByCode(store.db);
    const browser = visitor(store.app, 'alpha.test');
    expect((await browser.post('validate-landing-page', { landing_page: 'ann' })).statusCode).toBe(200);
    const { enrollmentId, q } = await quotedVisitor(store.app, {}, browser);
    const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id('smile')}&${q}`)).body.data.plans[0]?.ppid;
    const cart = { enrollment_id: enrollmentId, plan_id: id('smile'), plan_pricing_id: ppid };
    expect((await browser.post('add-plan-to-cart', cart)).statusCode).toBe(200);

    const quote = (index: number) => ({
      enrollment_id: enrollmentId,
      tab: 'cart_info',
      name: 'Jane',
      email: `flood${index}@example.com`,
      message: 'attacker text',
    });
    const answers = await parallel(100, (index) => browser.post('save-enrollment', quote(index)));
    expect(statuses(answers)).toEqual({ 200: 10, 429: 90 });
    expect(answers.find((answer) => answer.statusCode === 429)?.body.message).toBe(
      'Too many quotes sent. Please try again later.',
    );
    expect(await mailsOf('quote')).toBe(10);
  });
});

describe('the client address behind a proxy', () => {
  const proxy = '10.20.0.1';
  const guessesThrough = async (browser: ReturnType<typeof browserAt>) => {
    for (let guess = 0; guess < 8; guess++) {
      expect((await browser('POST', 'validate-agent', { agent_code: `GUESS-${guess}` })).statusCode).toBe(204);
    }
  };

  describe('by default', () => {
    const store = useTestStore();

    it('ignores X-Forwarded-For: a client cannot name itself a new address', async () => {
      await guessesThrough(browserAt(store.app, '203.0.113.5', { forwardedFor: '192.0.2.1' }));
      const spoofed = browserAt(store.app, '203.0.113.5', { forwardedFor: '192.0.2.2' });
      expect((await spoofed('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(429);
    });
  });

  describe('with TRUST_PROXY', () => {
    const store = useTestStore({ trustProxy: readConfig({ TRUST_PROXY: '10.20.0.0/16' }).trustProxy });

    it("counts per client behind the trusted proxy: one typist's lockout leaves the others in", async () => {
      const typist = browserAt(store.app, proxy, { forwardedFor: '192.0.2.10' });
      await guessesThrough(typist);
      expect((await typist('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(429);
      const colleague = browserAt(store.app, proxy, { forwardedFor: '192.0.2.11' });
      expect((await colleague('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(200);
    });

    it('believes the header only from the proxy', async () => {
      await guessesThrough(browserAt(store.app, '203.0.113.6', { forwardedFor: '192.0.2.20' }));
      const spoofed = browserAt(store.app, '203.0.113.6', { forwardedFor: '192.0.2.21' });
      expect((await spoofed('POST', 'confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(429);
    });
  });
});
