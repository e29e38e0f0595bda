import type pg from 'pg';

type Busy = { _activeQuery: unknown; _queryQueue: unknown[] };

/**
 * A PostgreSQL connection runs one statement at a time: pg queues a second one sent while the first runs (and will
 * refuse it from pg 9), and inside a transaction that order is nobody's choice. Guarded handles make it an error.
 */
export function oneStatementAtATime(client: pg.PoolClient) {
  const busy = client as unknown as Busy;
  // Through the prototype at each call, so what wraps it later (a test counting statements) still sees them.
  const query = (...args: unknown[]) =>
    (Object.getPrototypeOf(client).query as (...inner: unknown[]) => unknown).apply(client, args);
  client.query = ((...args: unknown[]) => {
    if (busy._activeQuery || busy._queryQueue.length > 0) {
      throw new Error('A statement was sent on a PostgreSQL connection still running another: await each in turn.');
    }
    return query(...args);
  }) as typeof client.query;
}
