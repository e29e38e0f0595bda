import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRequestCopies } from '../db/read-cache.ts';
import { planPricing, sessions, sites } from '../db/schema.ts';
import { createEnrollmentStore } from '../enrollment/enrollment-store.ts';
import { statementsOf } from '../test/statements-of.ts';
import { useTestStore } from '../test/test-app.ts';
import { createSessionService } from './session-service.ts';

describe('server-side sessions', () => {
  const store = useTestStore();
  let clock = new Date('2026-05-01T10:00:00Z');
  const service = () => createSessionService({ db: store.db, idleMinutes: 30, now: () => clock });
  let siteId = 0;
  beforeAll(async () => {
    const [site] = await store.db.select({ id: sites.id }).from(sites).limit(1);
    siteId = site?.id ?? 0;
  });

  it('stores only a hash of a 256-bit random token', async () => {
    const created = await service().create(siteId, { agentId: 7 });
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    const rows = await store.db.select().from(sessions).where(eq(sessions.tokenHash, created.tokenHash));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect((await service().find(created.token))?.data).toEqual({ agentId: 7 });
  });

  it('forgets a session idle longer than the timeout, and a revoked one', async () => {
    const idle = await service().create(siteId);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await service().find(idle.token)).toBeNull();

    const revoked = await service().create(siteId);
    await service().revoke(revoked);
    expect(await service().find(revoked.token)).toBeNull();
  });

  it('keeps an active session alive past the timeout measured from its start', async () => {
    const active = await service().create(siteId);
    for (let step = 0; step < 3; step++) {
      clock = new Date(clock.getTime() + 20 * 60_000);
      expect(await service().find(active.token)).not.toBeNull();
    }
  });

  describe('with reads kept in memory (the embedded database)', () => {
    const service30 = () => createSessionService({ db: store.db, idleMinutes: 30, now: () => clock, cacheSeconds: 30 });

    it('answers from memory until its copy expires, and never after its own writes', async () => {
      const sessionsInMemory = service30();
      const created = await sessionsInMemory.create(siteId, { agentId: 1 });
      const first = await sessionsInMemory.find(created.token);
      expect(first?.data).toEqual({ agentId: 1 });
      // The very same frozen copy, so no request can change what the next one reads.
      expect(await sessionsInMemory.find(created.token)).toBe(first);
      expect(Object.isFrozen(first?.data)).toBe(true);
      clock = new Date(clock.getTime() + 31_000);
      const reread = await sessionsInMemory.find(created.token);
      expect(reread).not.toBe(first);
      expect(reread?.data).toEqual({ agentId: 1 });

      const current = await sessionsInMemory.find(created.token);
      if (!current) throw new Error('the session is gone');
      await sessionsInMemory.update(current, { groupId: 5 });
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ agentId: 1, groupId: 5 });
      await sessionsInMemory.replace(current, { portalId: 3 });
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ portalId: 3 });
      await sessionsInMemory.revoke(current);
      expect(await sessionsInMemory.find(created.token)).toBeNull();
    });

    it('drops its copy when another store on the same database writes the session, even in a transaction', async () => {
      const reader = service30();
      const created = await reader.create(siteId, { agentId: 1 });
      await reader.find(created.token);
      await service().update(created, { agentId: 2 });
      expect((await reader.find(created.token))?.data).toEqual({ agentId: 2 });

      let commit = () => {};
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written = () => {};
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const transaction = store.db.transaction(async (tx) => {
        await service().update(created, { agentId: 3 }, tx);
        written();
        await committing;
      });
      await wrote;
      // A read between the write and the commit: PostgreSQL answers the old row at once, PGlite waits for the commit.
      const during = reader.find(created.token);
      await Promise.race([during, new Promise((resolve) => setTimeout(resolve, 50))]);
      commit();
      await transaction;
      await during;
      expect((await reader.find(created.token))?.data).toEqual({ agentId: 3 });
    });
  });

  /** Sessions that hand the cart read with them to the enrollment store, and a visitor's session with its enrollment. */
  function readingCarts() {
    const enrollments = createEnrollmentStore({ db: store.db });
    const reader = createSessionService({
      db: store.db,
      idleMinutes: 30,
      now: () => clock,
      onCartRead: enrollments.offer,
    });
    const visitor = async (enrollmentId: string) => {
      const created = await reader.create(siteId, { enrollmentId });
      await enrollments.create({ id: enrollmentId, sessionHash: created.tokenHash, siteId });
      return created;
    };
    return { enrollments, reader, visitor };
  }

  it("reads the session's own enrollment with it, which the rest of the request reads no more until it writes it", async () => {
    const { enrollments, reader, visitor } = readingCarts();
    const enrollmentId = `request-copy-${Date.now()}`;
    const created = await visitor(enrollmentId);
    const [price] = await store.db.select().from(planPricing).limit(1);
    const line = { planId: price?.planId ?? 0, planPricingId: price?.id ?? 0, price: 20 };

    await withRequestCopies(async () => {
      await reader.find(created.token);
      const offered = await enrollments.withCart(enrollmentId);
      expect(await enrollments.withCart(enrollmentId)).toBe(offered);
      await enrollments.changeLines(offered, { put: [line] });
      const after = await enrollments.withCart(enrollmentId);
      expect(after).not.toBe(offered);
      expect(after.lines).toEqual([line]);
    });
    // Another request reads the database again.
    const first = await enrollments.withCart(enrollmentId);
    expect(await enrollments.withCart(enrollmentId)).not.toBe(first);
  });

  it('reads the sessions of requests that ask at once in one statement, each request given its own cart', async () => {
    const { enrollments, reader, visitor } = readingCarts();
    const prices = await store.db.select().from(planPricing).limit(2);
    const visitors = await Promise.all(
      prices.map(async (price, index) => {
        const enrollmentId = `batched-${index}-${Date.now()}`;
        const created = await visitor(enrollmentId);
        const line = { planId: price.planId, planPricingId: price.id, price: 10 + index };
        await enrollments.changeLines(await enrollments.withCart(enrollmentId), { put: [line] });
        return { token: created.token, enrollmentId, line };
      }),
    );
    const request = (token: string) =>
      withRequestCopies(async () => {
        const session = await reader.find(token);
        const enrollmentId = session?.data.enrollmentId;
        // The cart read with the session, offered to this request alone.
        return { session, lines: enrollmentId ? (await enrollments.withCart(enrollmentId)).lines : undefined };
      });

    let answers: Awaited<ReturnType<typeof request>>[] = [];
    const sent = await statementsOf(async () => {
      answers = await Promise.all([...visitors.map((visitor) => request(visitor.token)), request('no-such-token')]);
    });
    expect(answers).toEqual([
      ...visitors.map((visitor) => ({
        session: expect.objectContaining({ data: { enrollmentId: visitor.enrollmentId } }),
        lines: [visitor.line],
      })),
      { session: null, lines: undefined },
    ]);
    // One statement read the three sessions and both carts.
    if (process.env.TEST_DATABASE_URL) expect(sent).toEqual([expect.stringContaining('from "sessions"')]);
  });
});
