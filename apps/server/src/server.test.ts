import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { startServer, until } from './test/server-process.ts';
import { openTestDatabase } from './test/test-database.ts';

/**
 * A database of its own for one server process, unmigrated or migrated: PostgreSQL's when the tests run there, else an
 * embedded one in a new data folder. `newer` adds a migration this code does not know, as a newer version would.
 */
async function databaseFor(state: 'empty' | 'migrated', options: { newer?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-'));
  const onServer = process.env.TEST_DATABASE_URL ? await openTestDatabase(state) : undefined;
  const database = onServer ?? (await openDatabase({ dataDir: join(dataDir, 'pglite') }));
  if (!onServer && state === 'migrated') await database.migrate();
  if (options.newer) {
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now()})`,
    );
  }
  // The embedded database is closed for the server to open it; PostgreSQL's is dropped by `close`.
  if (!onServer) await database.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: onServer?.url ?? '' },
    async close() {
      await onServer?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses a second process on the same data folder, and closes cleanly on SIGTERM',
    async () => {
      const first = startServer(3191, { DATA_DIR: dataDir });
      // The lines after 'is serving' may come in a later chunk: wait for the last one checked.
      await until(() => first.output().includes('Demo mailbox:'), 'the first server');
      expect(first.output()).toContain('Loaded the demo catalog');
      expect(first.output()).toContain('Demo mailbox: http://localhost:3191/mailbox');

      const second = startServer(3192, { DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`already in use by another OpenEnroll process (pid ${first.child.pid})`);

      const health = await fetch('http://127.0.0.1:3191/healthz');
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'openenroll.lock'))).toBe(false);
    },
    90_000,
  );

  it('refuses to start outside demo mode without an SMTP server to send e-mail through', async () => {
    const server = startServer(3194, { DATA_DIR: dataDir, DEMO_MODE: 'false', SMTP_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SMTP_URL is required outside demo mode');
  });

  it('refuses demo mode on a public interface, saying what to set instead', async () => {
    const server = startServer(3195, { DATA_DIR: dataDir, HOST: '0.0.0.0', DEMO_MODE: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Demo mode is refused on HOST=0.0.0.0');
    expect(server.output()).toContain('DEMO_MODE=public');
    expect(server.output()).not.toContain('is serving');
  });

  it('refuses a database a newer version migrated, saying why without a stack trace', async () => {
    const database = await databaseFor('migrated', { newer: true });
    try {
      const server = startServer(3196, database.env);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('The database holds 1 migration(s) this version does not know');
      expect(server.output()).not.toContain('    at ');
      expect(server.output()).not.toContain('is serving');
    } finally {
      await database.close();
    }
  });

  it('with MIGRATE_ON_START=false, refuses an unmigrated database and names the migrate step', async () => {
    const database = await databaseFor('empty');
    try {
      const server = startServer(3197, { ...database.env, MIGRATE_ON_START: 'false' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/The database is \d+ migration\(s\) behind this version/);
      expect(server.output()).toContain('npm run db:migrate');
      expect(server.output()).not.toContain('    at ');
    } finally {
      await database.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs the same build on PostgreSQL when DATABASE_URL is set, and closes cleanly on SIGTERM',
    async () => {
      const database = await openTestDatabase();
      try {
        const server = startServer(3193, { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' });
        await until(() => server.output().includes('is serving'), 'the server');
        expect(server.output()).toContain('on the PostgreSQL');
        const health = await fetch('http://127.0.0.1:3193/healthz');
        expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
        const featured = await fetch('http://127.0.0.1:3193/api/v1/get-featured-plans');
        expect(((await featured.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await database.close();
      }
    },
    90_000,
  );
});
