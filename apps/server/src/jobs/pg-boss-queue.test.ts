import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, SqlExecutor } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { type PgBossQueue, queueConnection, startPgBossQueue } from './pg-boss-queue.ts';

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

/** The store's job connection as an executor whose fetches of `queue`'s jobs wait for `release` once it is set. */
function heldFetches(database: Database, queue: string) {
  const inner = queueConnection(database.jobConnection, () => {});
  let held: Promise<void> | undefined;
  let release = () => {};
  let fetching = () => {};
  const fetched = new Promise<void>((resolve) => {
    fetching = resolve;
  });
  return {
    executor: {
      async executeSql(text, values) {
        if (held && /WITH next/.test(text) && values?.[0] === queue) {
          fetching();
          await held;
        }
        return inner.executor.executeSql(text, values);
      },
    } satisfies SqlExecutor,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    fetched,
    release: () => release(),
    close: inner.end,
  };
}

describe('stopping pg-boss', () => {
  it('lets a job its worker was fetching run and end before the connection closes', async () => {
    const database = await openTestDatabase();
    const connection = heldFetches(database, 'send-mail');
    const jobs = await startPgBossQueue({ connection: { executor: connection.executor }, onError: () => {} });
    try {
      await jobs.send('send-mail', { messageId: '00000000-0000-4000-8000-000000000002' });
      const handled: string[] = [];
      connection.hold();
      await jobs.work('send-mail', async (data) => {
        handled.push((data as { messageId: string }).messageId);
      });
      await connection.fetched;
      const stopped = jobs.stop();
      // pg-boss's own stop is over by then: it waits for jobs being handled, not for a fetch under way.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      connection.release();
      await stopped;
      expect(handled).toEqual(['00000000-0000-4000-8000-000000000002']);
      const [row] = await database.db
        .select({ state: sql<string>`state::text` })
        .from(sql`pgboss.job`)
        .where(sql`name = 'send-mail'`);
      expect(row?.state).toBe('completed');
    } finally {
      await connection.close();
      await database.close();
    }
  });
});
