import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { importCatalog } from '../catalog/import-catalog.ts';
import { createCipher } from '../security/cipher.ts';
import { openTestDatabase } from './test-database.ts';

export const testCatalogDir = fileURLToPath(new URL('./catalog', import.meta.url));

/** The real app on a fresh database holding the test catalog. */
export async function createTestApp(options: { catalogDir?: string; now?: () => Date } = {}) {
  const database = await openTestDatabase();
  const cipher = createCipher(randomBytes(32));
  await importCatalog({ db: database.db, cipher }, options.catalogDir ?? testCatalogDir);
  const app = await buildApp({ database, catalogCheckEveryMs: 0, cipher, now: options.now });
  return {
    app,
    db: database.db,
    cipher,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const base64 = (text: string) => Buffer.from(text).toString('base64');
