import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createCipher, loadDataKey } from '../security/cipher.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { ensureMigrated } from './migrations.ts';

/** The embedded database's own folder inside the data folder (which also holds the lock and the demo data key). */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/**
 * The configured database, locked (PGlite) and migrated (or found migrated, with MIGRATE_ON_START=false), with the
 * cipher for personal data. A database a newer version migrated is refused either way.
 */
export async function openStoreDatabase(config: Config) {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: pgliteDirOf(config.dataDir),
      guardTransactions: config.guardTransactions,
    });
    await ensureMigrated(database, config.migrateOnStart).catch(async (error) => {
      await database.close();
      throw error;
    });
    const cipher = createCipher(loadDataKey(config));
    return {
      database,
      cipher,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
