import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { durablePgliteOptions } from './durable-node-fs.ts';

// A fresh data folder is made by initdb, which takes tens of seconds on a busy machine: both tests share one.
describe('the embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fsyncs on every commit', async () => {
    let fsyncs = 0;
    const client = await PGlite.create(
      durablePgliteOptions(dir, (fd) => {
        fsyncs++;
        fsyncSync(fd);
      }),
    );
    try {
      await client.exec('create table writes (id serial primary key, note text)');
      const before = fsyncs;
      for (let write = 0; write < 30; write++)
        await client.query('insert into writes (note) values ($1)', [`${write}`]);
      expect(fsyncs - before).toBeGreaterThanOrEqual(30);
    } finally {
      await client.close();
    }
  }, 180_000);

  it('is opened with fsync on, through fsync', async () => {
    const database = await openDatabase({ dataDir: dir });
    try {
      const settings = await database.db
        .select({ name: sql<string>`name`, setting: sql<string>`setting` })
        .from(sql`pg_settings`)
        .where(sql`name in ('fsync', 'synchronous_commit', 'wal_sync_method')`);
      expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        wal_sync_method: 'fsync',
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
