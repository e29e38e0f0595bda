import { resolve } from 'node:path';
import { readConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { MigrationStateError } from '../db/migrations.ts';
import { openStoreDatabase } from '../db/open-store-database.ts';
import { importCatalog } from './import-catalog.ts';
import { CatalogError } from './read-catalog-folder.ts';

/** `npm run catalog:import [folder]`: replaces the store's catalog with a folder's, or changes nothing. */
const config = readConfig();
const folder = resolve(process.argv[2] ?? config.demoCatalogDir);

try {
  const store = await openStoreDatabase(config);
  try {
    const counts = await importCatalog({ db: store.database.db, cipher: store.cipher }, folder);
    console.log(`Catalog imported from ${folder}:`, counts);
  } finally {
    await store.close();
  }
} catch (error) {
  if (error instanceof CatalogError) {
    console.error(
      `Catalog rejected, nothing was imported.\n  file:   ${error.file}\n  record: ${error.record}\n  reason: ${error.reason}`,
    );
  } else {
    const known = error instanceof DataDirLockedError || error instanceof MigrationStateError;
    console.error(known ? error.message : error);
  }
  process.exitCode = 1;
}
