import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createCipher } from '../security/cipher.ts';
import { onServer } from './on-server.ts';

/**
 * What a test database holds when it opens: nothing (not even migrated), the schema only, or the test catalog too
 * (test/global-setup.ts).
 */
export type TestDatabaseState = 'empty' | 'migrated' | 'catalog';

/** The cipher the test catalog's sealed data was written with. */
export const testCipher = () => createCipher(Buffer.from(inject('testDataKey'), 'base64'));

/**
 * A fresh, migrated database of its own for a test file, copied from the run's snapshot: in-memory PGlite, or a new
 * database on TEST_DATABASE_URL's server.
 */
export async function openTestDatabase(state: TestDatabaseState = 'migrated'): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (state === 'empty') return openDatabase({ guardTransactions: true });
    const snapshots = inject('pgliteSnapshots');
    if (!snapshots) throw new Error('No database snapshot: run the server tests through the vitest server project');
    return openDatabase({ loadDataDir: new Blob([readFileSync(snapshots[state])]), guardTransactions: true });
  }
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('No template database: run the server tests through the vitest server project');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${state === 'empty' ? '' : ` template ${templates[state]}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), guardTransactions: true });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
