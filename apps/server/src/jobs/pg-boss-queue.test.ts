import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { type PgBossQueue, startPgBossQueue } from './pg-boss-queue.ts';

describe('debounced jobs on pg-boss', () => {
  let database: Database;
  let jobs: PgBossQueue;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Dropping the test database ends pg-boss's connections: errors of the queue itself are not this test's.
    jobs = await startPgBossQueue({ connection: database.jobConnection, onError: () => {} });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('keeps one job for this window and one for the next, merging further sends without failing', async () => {
    // The windows are whole minutes of the clock: sends that straddle one rightly leave a third job.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    for (let send = 0; send < 4; send++) {
      await database.db.transaction((tx) => jobs.send('refresh-recommendations', {}, { tx, debounceSeconds: 60 }));
    }
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pgboss.job`)
      .where(sql`name = 'refresh-recommendations'`);
    expect(row?.n).toBe(2);
  });

  it('counts the jobs due and waiting for a worker, not those set for later', async () => {
    await jobs.send('send-mail', { messageId: '00000000-0000-4000-8000-000000000001' });
    await jobs.send('quote-reminder', { quoteId: 'q', reminder: 1 }, { startAfterSeconds: 3600 });
    const waiting = await jobs.waiting();
    expect(waiting['send-mail']).toBe(1);
    expect(waiting['quote-reminder']).toBe(0);
    expect(waiting['generate-invoice']).toBe(0);
  });
});
