import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createTestApp } from '../test/test-app.ts';
import { createSessionService } from './session-service.ts';

describe('server-side sessions', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  let clock = new Date('2026-05-01T10:00:00Z');
  beforeAll(async () => {
    store = await createTestApp();
  });
  afterAll(() => store.close());
  const service = () => createSessionService({ db: store.db, idleMinutes: 30, now: () => clock });

  it('stores only a hash of a 256-bit random token', async () => {
    const created = await service().create({ agentId: 7 });
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    const rows = await store.db.select().from(sessions).where(eq(sessions.tokenHash, created.tokenHash));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect((await service().find(created.token))?.data).toEqual({ agentId: 7 });
  });

  it('forgets a session idle longer than the timeout, and a revoked one', async () => {
    const idle = await service().create();
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await service().find(idle.token)).toBeNull();

    const revoked = await service().create();
    await service().revoke(revoked);
    expect(await service().find(revoked.token)).toBeNull();
  });

  it('keeps an active session alive past the timeout measured from its start', async () => {
    const active = await service().create();
    for (let step = 0; step < 3; step++) {
      clock = new Date(clock.getTime() + 20 * 60_000);
      expect(await service().find(active.token)).not.toBeNull();
    }
  });

  describe('with reads kept in memory (the embedded database)', () => {
    const service30 = () => createSessionService({ db: store.db, idleMinutes: 30, now: () => clock, cacheSeconds: 30 });

    it('answers from memory until its copy expires, and never after its own writes', async () => {
      const sessionsInMemory = service30();
      const created = await sessionsInMemory.create({ agentId: 1 });
      const first = await sessionsInMemory.find(created.token);
      expect(first?.data).toEqual({ agentId: 1 });

      // A write behind its back is not seen while the copy lives: the reason only this process may write.
      await store.db
        .update(sessions)
        .set({ data: { agentId: 2 } })
        .where(eq(sessions.tokenHash, created.tokenHash));
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ agentId: 1 });
      clock = new Date(clock.getTime() + 31_000);
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ agentId: 2 });

      const current = await sessionsInMemory.find(created.token);
      if (!current) throw new Error('the session is gone');
      await sessionsInMemory.update(current, { groupId: 5 });
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ agentId: 2, groupId: 5 });
      await sessionsInMemory.replace(current, { portalId: 3 });
      expect((await sessionsInMemory.find(created.token))?.data).toEqual({ portalId: 3 });
      await sessionsInMemory.revoke(current);
      expect(await sessionsInMemory.find(created.token)).toBeNull();
    });
  });
});
