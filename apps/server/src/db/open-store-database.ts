import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createCipher, loadDataKey } from '../security/cipher.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** The configured database, locked (PGlite) and migrated, with the cipher for personal data. */
export async function openStoreDatabase(config: Config) {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      guardTransactions: config.guardTransactions,
    });
    await database.migrate();
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
