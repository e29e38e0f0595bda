import { join } from 'node:path';
import { ConfigError, readConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { ensureMigrated, MigrationStateError, migrationState } from './migrations.ts';

/**
 * `npm run db:migrate` (dist/migrate.js): applies the pending migrations to the configured database once and exits,
 * for operators who start the server with MIGRATE_ON_START=false.
 */
async function main() {
  const config = readConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
    try {
      const before = await migrationState(database);
      await ensureMigrated(database, true);
      const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
      const done = before.pending > 0 ? `Applied ${before.pending} migration(s)` : 'Nothing to apply';
      console.log(`${done}: ${where} is current (${before.known} migrations).`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error) => {
  const known =
    error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof MigrationStateError;
  console.error(known ? error.message : error);
  process.exit(1);
});
