import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverRoot } from '../server-root.ts';

export const migrationsFolder = join(serverRoot, 'drizzle');

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
