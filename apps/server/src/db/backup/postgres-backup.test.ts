import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { enrollmentsIn, runBackupCli, shopInto, typedAnswers } from '../../test/backup-store.ts';
import { onServer } from '../../test/on-server.ts';
import { openTestDatabase, testCipher } from '../../test/test-database.ts';
import { openStoreDatabase } from '../open-store-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(serverUrl))('npm run db:backup and db:restore on PostgreSQL', () => {
  const root = mkdtempSync(join(tmpdir(), 'backup-pg-'));
  const file = join(root, 'store.dump');
  const restoredName = `restored_${randomBytes(6).toString('hex')}`;
  const restoredUrl = Object.assign(new URL(serverUrl ?? 'postgres://unset'), { pathname: `/${restoredName}` });
  const settings = (url: string) => ({ DATABASE_URL: url, DATA_KEY: inject('testDataKey'), DATA_DIR: root });
  afterAll(async () => {
    await onServer(serverUrl ?? '', `drop database if exists ${restoredName} with (force)`);
    rmSync(root, { recursive: true, force: true });
  });

  it('restores into a fresh database the same enrollments, which the store opens with their personal data', async () => {
    const source = await openTestDatabase('catalog');
    let shopped: Awaited<ReturnType<typeof shopInto>>;
    try {
      shopped = await shopInto(source, testCipher(), 2);
      // The store keeps running during a PostgreSQL backup: the source's connections stay open.
      const backup = await runBackupCli(['backup', file], settings(source.url ?? ''));
      expect(backup.output).toContain(`to ${file}: 2 enrollments`);
      expect(backup.code).toBe(0);

      const busy = await runBackupCli(['restore', file], settings(source.url ?? ''));
      expect(busy.output).toContain('other connections are open');
      expect(busy.code).toBe(1);
    } finally {
      await source.close();
    }

    await onServer(serverUrl ?? '', `create database ${restoredName}`);
    const restore = await runBackupCli(['restore', file], settings(restoredUrl.toString()));
    expect(restore.output).toContain(`into PostgreSQL database ${restoredName} on ${restoredUrl.host}: 2 enrollments`);
    expect(restore.output).toContain('opens its personal data');
    expect(restore.code).toBe(0);

    const again = await runBackupCli(['restore', file], settings(restoredUrl.toString()));
    expect(again.output).toContain(`${restoredName} on ${restoredUrl.host} already holds`);
    expect(again.code).toBe(1);

    const store = await openStoreDatabase(readConfig(settings(restoredUrl.toString())));
    try {
      const found = await enrollmentsIn(store.database, store.cipher, shopped.answered);
      expect(found).toEqual({ ids: shopped.ids, answers: typedAnswers });
    } finally {
      await store.close();
    }
  }, 180_000);
});
