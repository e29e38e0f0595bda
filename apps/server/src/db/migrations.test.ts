import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { ensureMigrated, migrationState, migrationsFolder } from './migrations.ts';

const known = readMigrationFiles({ migrationsFolder }).length;
const opened: Database[] = [];
afterEach(async () => {
  // The test's own handles first: the test database's close drops it on PostgreSQL.
  for (const database of opened.reverse()) await database.close();
  opened.length = 0;
});

async function emptyDatabase() {
  const database = await openTestDatabase('empty');
  opened.push(database);
  return database;
}

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('migrations', () => {
  it('report an empty database behind, a migrated one current, and one with a migration it does not know ahead', async () => {
    const database = await emptyDatabase();
    expect(await migrationState(database)).toEqual({
      state: 'behind',
      known,
      applied: 0,
      pending: known,
      unknown: 0,
    });
    await database.migrate();
    expect(await migrationState(database)).toEqual({ state: 'current', known, applied: known, pending: 0, unknown: 0 });
    // As a newer version leaves it: one more row, with a journal time later than any this code knows.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now() + 1})`,
    );
    expect(await migrationState(database)).toEqual({
      state: 'ahead',
      known,
      applied: known + 1,
      pending: 0,
      unknown: 1,
    });
  });

  it('refuse a database still behind after migrating: a migration dated before the last one applied', async () => {
    const database = await emptyDatabase();
    await database.migrate();
    // As if the first migration had come later, from a branch, with its older date: drizzle skips it.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select min(created_at) from drizzle.__drizzle_migrations)`,
    );
    await expect(ensureMigrated(database, true)).rejects.toThrow(
      '1 migration(s) of this version are still not applied',
    );
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'started at once by two instances on one fresh PostgreSQL database, both succeed and apply each migration once',
    async () => {
      const first = await emptyDatabase();
      const url = (first as { url?: string }).url ?? '';
      const second = await openDatabase({ url });
      opened.push(second);
      await Promise.all([first.migrate(), second.migrate()]);
      const rows = await rowsOf(first, sql`select created_at from drizzle.__drizzle_migrations`);
      expect(rows).toHaveLength(known);
      expect(new Set(rows.map((row) => String(row.created_at))).size).toBe(known);
      expect((await migrationState(second)).state).toBe('current');
    },
  );
});
