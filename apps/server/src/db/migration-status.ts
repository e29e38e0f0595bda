import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';
import { migrationsFolder } from './migrations.ts';

/** What a build bundles: how many migrations, and the last one's timestamp, as drizzle records it once applied. */
export type BundledMigrations = { count: number; lastMillis: number };

export function bundledMigrations(folder = migrationsFolder): BundledMigrations {
  const files = readMigrationFiles({ migrationsFolder: folder });
  return { count: files.length, lastMillis: files.at(-1)?.folderMillis ?? 0 };
}

/** Where the database stands against the build: `pending` migrations to apply, or `ahead` of it (a newer build's). */
export type MigrationState = 'current' | 'pending' | 'ahead';

type Applied = { applied: number | string | bigint; last: number | string | bigint | null };

/**
 * Drizzle applies each migration newer than the last one it recorded in `drizzle.__drizzle_migrations` (created_at is
 * the journal's `when`), so the database is current when its last record is the build's last migration and it holds
 * as many as the build: fewer means one was skipped (a migration dated before one already applied).
 */
export async function migrationState(db: Db, bundled: BundledMigrations): Promise<MigrationState> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return 'pending';
  const [row] = rowsOf<Applied>(
    await db.execute(sql`select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  const last = Number(row?.last ?? 0);
  if (last > bundled.lastMillis) return 'ahead';
  return last === bundled.lastMillis && Number(row?.applied) === bundled.count ? 'current' : 'pending';
}

/** node-postgres and PGlite both answer a raw statement with its rows. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
