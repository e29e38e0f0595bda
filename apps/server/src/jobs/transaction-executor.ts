import type { SqlExecutor, Tx } from '../db/client.ts';

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

function isQueryable(value: unknown): value is Queryable {
  return typeof value === 'object' && value !== null && 'query' in value && typeof value.query === 'function';
}

/**
 * The connection a Drizzle transaction runs on, as a SQL executor, so a job is queued inside the transaction.
 * Drizzle keeps it private (`session.client`: pg's PoolClient or PGlite's transaction): both answer
 * `query(text, values)` with positional parameters, which pg-boss's statements need (one `$n` used twice must stay one
 * parameter). The tests queue jobs on both drivers, so a Drizzle upgrade that moves it fails them, not production.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  const session: unknown = Reflect.get(tx, 'session');
  const client: unknown = typeof session === 'object' && session !== null ? Reflect.get(session, 'client') : undefined;
  if (!isQueryable(client)) throw new Error('The transaction has no connection to queue a job on');
  return { executeSql: (text, values) => client.query(text, values) };
}
