import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importCatalog } from '../../catalog/import-catalog.ts';
import { readConfig } from '../../config.ts';
import { dataKeyFile } from '../../security/cipher.ts';
import { enrollmentsIn, runBackupCli, shopInto, typedAnswers } from '../../test/backup-store.ts';
import { testCatalogDir } from '../../test/test-catalog.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { openStoreDatabase } from '../open-store-database.ts';

describe('npm run db:backup and db:restore on the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'backup-'));
  const source = join(root, 'source');
  const file = join(root, 'store.tar.gz');
  const key = inject('testDataKey');
  /** A store's settings as the server reads them: its data folder, its data key, no PostgreSQL. */
  const settings = (dataDir: string, dataKey = key) => ({ DATA_DIR: dataDir, DATA_KEY: dataKey, DATABASE_URL: '' });
  let shopped = { ids: [] as string[], answered: '' };

  beforeAll(async () => {
    const store = await openStoreDatabase(readConfig(settings(source)));
    try {
      await importCatalog({ db: store.database.db, cipher: store.cipher }, testCatalogDir);
      shopped = await shopInto(store.database, store.cipher, 3);
    } finally {
      await store.close();
    }
    const backup = await runBackupCli(['backup', file], settings(source));
    expect(backup.output).toContain(`to ${file}: 3 enrollments`);
    expect(backup.output).toContain('The data key is not in the backup');
    expect(backup.code).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into a new folder that the store opens with the same enrollments, personal data readable', async () => {
    const restored = join(root, 'restored');
    const restore = await runBackupCli(['restore', file], settings(restored));
    expect(restore.output).toContain(`into ${join(restored, 'pglite')}: 3 enrollments`);
    expect(restore.output).toContain('opens its personal data');
    expect(restore.output).not.toContain(typedAnswers.last_name);
    expect(restore.code).toBe(0);

    const store = await openStoreDatabase(readConfig(settings(restored)));
    try {
      const found = await enrollmentsIn(store.database, store.cipher, shopped.answered);
      expect(found).toEqual({ ids: shopped.ids, answers: typedAnswers });
    } finally {
      await store.close();
    }
  }, 120_000);

  it('refuses to restore over a folder holding a database unless told to, and to replace a backup', async () => {
    const over = await runBackupCli(['restore', file], settings(source));
    expect(over.output).toContain(`${join(source, 'pglite')} already holds a database`);
    expect(over.output).toContain('--force');
    expect(over.code).toBe(1);

    const again = await runBackupCli(['backup', file], settings(source));
    expect(again.output).toContain('already exists');
    expect(again.code).toBe(1);

    const forced = await runBackupCli(['restore', file, '--force'], settings(source));
    expect(forced.output).toContain(': 3 enrollments');
    expect(forced.code).toBe(0);
  }, 120_000);

  it('refuses to back up or restore a folder a running store holds', async () => {
    // This process stands for the running store: the command runs in another one.
    const release = lockDataDir(source);
    try {
      for (const args of [
        ['backup', join(root, 'while-running.tar.gz')],
        ['restore', file, '--force'],
      ]) {
        const refused = await runBackupCli(args, settings(source));
        expect(refused.output).toContain(`already in use by another OpenEnroll process (pid ${process.pid})`);
        expect(refused.code).toBe(1);
      }
      expect(existsSync(join(root, 'while-running.tar.gz'))).toBe(false);
    } finally {
      release();
    }
  }, 60_000);

  it('says so when the restored store has no data key, or one that does not open the data', async () => {
    const keyless = join(root, 'keyless');
    const missing = await runBackupCli(['restore', file], settings(keyless, ''));
    expect(missing.output).toContain(': 3 enrollments');
    expect(missing.output).toContain('no data key is set for this store');
    expect(missing.code).toBe(2);
    // The restore never makes a key of its own: the backup's one must be brought.
    expect(existsSync(dataKeyFile(keyless))).toBe(false);

    const otherKey = Buffer.alloc(32, 7).toString('base64');
    const differs = await runBackupCli(['restore', file, '--force'], settings(keyless, otherKey));
    expect(differs.output).toContain('does not open the restored personal data');
    expect(differs.code).toBe(2);
  }, 120_000);
});
