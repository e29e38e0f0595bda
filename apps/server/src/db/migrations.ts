import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverRoot } from '../server-root.ts';
import type { Database, Db } from './client.ts';

export const migrationsFolder = join(serverRoot, 'drizzle');

/**
 * Where a database stands against the migrations this code knows (drizzle/meta/_journal.json): `behind` has some to
 * apply, `ahead` holds some it does not know, applied by a newer version. drizzle tells migrations apart by their
 * journal time, kept in its table as `created_at`.
 */
export type MigrationState = {
  state: 'current' | 'behind' | 'ahead';
  /** Migrations this code knows, applied or not. */
  known: number;
  applied: number;
  /** Known and not applied yet. */
  pending: number;
  /** Applied and not known. */
  unknown: number;
};

/** A database this code must not serve: its message says what to do. */
export class MigrationStateError extends Error {}

let knownMigrations: Set<string> | undefined;

/** The journal times of the migrations this code knows, read once. */
function knownMigrationTimes() {
  if (!knownMigrations) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    knownMigrations = new Set(journal.entries.map((entry) => String(entry.when)));
  }
  return knownMigrations;
}

export async function migrationState(database: { db: Db }): Promise<MigrationState> {
  const known = knownMigrationTimes();
  const applied = await appliedMigrations(database.db);
  const pending = [...known].filter((when) => !applied.has(when)).length;
  const unknown = [...applied].filter((when) => !known.has(when)).length;
  const state = unknown > 0 ? 'ahead' : pending > 0 ? 'behind' : 'current';
  return { state, known: known.size, applied: applied.size, pending, unknown };
}

async function appliedMigrations(db: Db) {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`));
  if (!table?.name) return new Set<string>();
  const rows = rowsOf(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`));
  return new Set(rows.map((row) => String(row.created_at)));
}

/** Applies what is pending when `apply` (else refuses a database behind), and always refuses one ahead. */
export async function ensureMigrated(database: Database, apply: boolean) {
  let state = await migrationState(database);
  const migrating = state.state === 'behind' && apply;
  if (migrating) {
    await database.migrate();
    state = await migrationState(database);
  }
  const reason = refusal(state, migrating);
  if (reason) throw new MigrationStateError(reason);
}

/** Why a database in this state may not be served, or undefined when it may. */
function refusal(state: MigrationState, migrated: boolean) {
  if (state.state === 'ahead')
    return (
      `The database holds ${state.unknown} migration(s) this version does not know: a newer version migrated it. ` +
      'Run that version (or a newer one), or restore a backup taken before its migration.'
    );
  if (state.state === 'behind' && migrated)
    // drizzle applies only migrations newer than the last one applied: one merged with an older date is skipped.
    return (
      `${state.pending} migration(s) of this version are still not applied after migrating: they are dated before ` +
      'the last one the database holds. Give them a later date in drizzle/meta/_journal.json.'
    );
  if (state.state === 'behind')
    return (
      `The database is ${state.pending} migration(s) behind this version. ` +
      'Apply them first with `npm run db:migrate` (or `node apps/server/dist/migrate.js`), or set MIGRATE_ON_START=true.'
    );
  return undefined;
}

/**
 * PostgreSQL: drizzle's migrate under a session advisory lock, on one connection of its own, so instances started
 * together apply each migration once: the others wait, then find nothing left to apply.
 */
export async function migratePostgres(pool: pg.Pool) {
  const connection = await pool.connect();
  try {
    await connection.query(`select pg_advisory_lock(hashtext('openenroll migrations'))`);
    await migrate(drizzle(connection), { migrationsFolder });
  } finally {
    // Closed rather than returned to the pool: its session ends, and the lock with it, even after a failure.
    connection.release(true);
  }
}
