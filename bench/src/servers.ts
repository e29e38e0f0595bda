import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { importCatalog } from '../../apps/server/src/catalog/import-catalog.ts';
import { type Database, openDatabase, POOL_SIZE } from '../../apps/server/src/db/client.ts';
import { startPgBossQueue } from '../../apps/server/src/jobs/pg-boss-queue.ts';
import { type Cipher, createCipher } from '../../apps/server/src/security/cipher.ts';
import { onServer } from '../../apps/server/src/test/on-server.ts';
import { testProcessor } from '../../apps/server/src/wizard/billing/test-processor.ts';
import { loadHistory } from './recommendation-session.ts';

export type Running = { origin: string; close(): Promise<void> };

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A bare Fastify app answering one JSON route: the ceiling the store's calls are compared with. */
export async function startHelloWorld(): Promise<Running> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return { origin: await listen(app), close: () => app.close() };
}

/**
 * A bare Fastify app that inserts one row per POST, on PGlite in memory or in a scratch PostgreSQL database, through
 * a pool the store's size: the most a write can do on this stack, which the store's writes are compared with.
 */
export async function startBareInsert(postgresUrl?: string): Promise<Running> {
  const table = 'create table hits (id bigserial primary key, at timestamptz not null default now(), body jsonb)';
  const insert = 'insert into hits (body) values ($1) returning id';
  const database = postgresUrl ? await openScratchPostgres(postgresUrl) : undefined;
  const pool = database ? new pg.Pool({ connectionString: database.url, max: POOL_SIZE }) : undefined;
  // pg-pool's end() resolves before its idle connections have closed, and the scratch database is then dropped with
  // force: PostgreSQL ends those connections (57P01), which is expected here, not a failure of the bench.
  pool?.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  const embedded = database ? undefined : new PGlite();
  const query = (text: string, values?: unknown[]) => (pool ? pool.query(text, values) : embedded?.query(text, values));
  await query(table);
  const app = Fastify({ logger: false });
  app.post('/', async (request) => {
    const result = await query(insert, [JSON.stringify(request.body)]);
    return { id: result?.rows[0] };
  });
  return {
    origin: await listen(app),
    async close() {
      await app.close();
      await pool?.end();
      await embedded?.close();
      await database?.close();
    },
  };
}

/** A new, empty database on a PostgreSQL server, dropped again by the returned `close`. */
export async function openScratchPostgres(serverUrl: string): Promise<Database & { url: string }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => onServer(serverUrl, statement);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export type Catalog = { folder: string; counts: Record<string, number> };

/** The real app on a fresh database (in-memory PGlite, or a scratch database on `postgresUrl`) holding `folders[0]`'s catalog, or the next folder's if it does not import. */
export async function startStore(options: {
  postgresUrl?: string;
  folders: string[];
  webDist: string;
  /** Past carts to generate from the catalog's history patterns, in place of the catalog's own number. */
  historyCarts?: number;
}) {
  const database = options.postgresUrl ? await openScratchPostgres(options.postgresUrl) : await openDatabase({});
  try {
    await database.migrate();
    // One data key for the catalog's sealed fields and the answers the wizard seals, as the server has.
    const cipher = createCipher(randomBytes(32));
    const catalog = await importFirst(database, cipher, options.folders);
    if (options.historyCarts)
      catalog.counts.history = await loadHistory(database, catalog.folder, options.historyCarts);
    // As the server runs: the job queue its writes feed, reads kept in memory only on the embedded database.
    const jobs = await startPgBossQueue({ connection: database.jobConnection, onError: () => {} });
    const app = await buildApp({
      database,
      webDist: options.webDist,
      // The renderer built beside the web app, as the server finds it: pages leave drawn.
      webRenderer: join(options.webDist, '..', 'dist-ssr', 'entry-server.js'),
      cipher,
      jobs,
      // Demo mode's processor: test cards only, tokenized without leaving the machine.
      paymentProcessor: testProcessor,
      readCacheSeconds: database.kind === 'pglite' ? 30 : 0,
    });
    const origin = await listen(app);
    return {
      origin,
      catalog,
      async close() {
        await app.close();
        await jobs.stop();
        await database.close();
      },
    } satisfies Running & { catalog: Catalog };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function importFirst(database: Database, cipher: Cipher, folders: string[]): Promise<Catalog> {
  let lastError: unknown;
  for (const folder of folders) {
    try {
      return { folder, counts: await importCatalog({ db: database.db, cipher }, folder) };
    } catch (error) {
      console.warn(`! The catalog in ${folder} did not import: ${(error as Error).message}`);
      lastError = error;
    }
  }
  throw lastError;
}
