import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { migrationsFolder } from './migrations.ts';

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

describe('migrations on PostgreSQL', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'started at once by two instances on one fresh database, both succeed and apply each migration once',
    async () => {
      const first = await emptyDatabase();
      const url = (first as { url?: string }).url ?? '';
      const second = await openDatabase({ url });
      opened.push(second);
      await Promise.all([first.migrate(), second.migrate()]);
      const rows = await rowsOf(first, sql`select created_at from drizzle.__drizzle_migrations`);
      expect(rows).toHaveLength(known);
      expect(new Set(rows.map((row) => String(row.created_at))).size).toBe(known);
    },
  );
});
