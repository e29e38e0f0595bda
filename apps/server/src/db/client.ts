import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { durablePgliteOptions } from './durable-node-fs.ts';
import { migratePostgres, migrationsFolder } from './migrations.ts';
import { oneStatementAtATime } from './one-statement-at-a-time.ts';
import * as schema from './schema.ts';
import { followTransactions } from './transactions.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What every service method takes as its optional last argument: the database or a transaction in it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Runs one SQL text with `$n` parameters, as pg-boss's `db` option expects. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches this database: its own connections to the server, or PGlite's single one. */
  jobConnection: { connectionString: string } | { executor: SqlExecutor };
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections and the queries waiting for one, read when metrics are scraped. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database only: its whole data folder as a tar, to open copies of it (`loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
};

/** Connections each server process keeps to PostgreSQL. */
export const POOL_SIZE = 10;

type OpenOptions = {
  url?: string;
  dataDir?: string;
  /** PGlite: start in memory from a data folder `dumpDataDir` gave. */
  loadDataDir?: Blob;
  /**
   * Refuse the handle inside its own transactions (db/transactions.ts), and a second statement on a PostgreSQL
   * connection still running one: tests and development.
   */
  guardTransactions?: boolean;
};

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir`, or in memory without one. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const guard = { guard: options.guardTransactions ?? false };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    let closing = false;
    // An idle connection the server drops is replaced by the pool; unhandled, the error would end the process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    if (guard.guard) pool.on('connect', oneStatementAtATime);
    const db = drizzlePg(pool, { schema });
    followTransactions(db, guard);
    return {
      db,
      kind: 'postgres',
      jobConnection: { connectionString: options.url },
      migrate: () => migratePostgres(pool),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  const client = options.dataDir
    ? await PGlite.create(durablePgliteOptions(options.dataDir))
    : await PGlite.create('memory://', { loadDataDir: options.loadDataDir });
  yieldingToIo(client);
  const db = drizzlePglite(client, { schema });
  followTransactions(db, guard);
  return {
    db,
    kind: 'pglite',
    jobConnection: { executor: pgliteExecutor(client) },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite runs each statement on the server's own thread, one at a time; statements waiting for their turn would then
 * run one after another in a single burst of promise callbacks, during which no request is read and no answer leaves:
 * under load some requests waited seconds. Each statement or transaction, on its turn, first lets the event loop turn.
 */
function yieldingToIo(client: PGlite) {
  const exclusive: unknown = Reflect.get(client, '_runExclusiveTransaction');
  if (typeof exclusive !== 'function') throw new Error('This PGlite has no _runExclusiveTransaction: see db/client.ts');
  const run = exclusive.bind(client) as (statement: () => Promise<unknown>) => Promise<unknown>;
  Reflect.set(client, '_runExclusiveTransaction', (statement: () => Promise<unknown>) =>
    run(async () => {
      await turnOfTheEventLoop();
      return statement();
    }),
  );
}

/** PGlite's client as a SQL executor: a text without parameters may hold several statements (pg-boss's migrations). */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
