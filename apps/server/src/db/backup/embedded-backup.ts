import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock.ts';
import { durablePgliteOptions } from '../durable-node-fs.ts';
import { pgliteDirOf } from '../open-store-database.ts';
import { BackupRefused, refuseToReplace, syncOne, syncTree, writeBackup } from './backup-file.ts';
import { checkDataKey, countEnrollments, type FoundKey, type Outcome, type Query } from './data-key-check.ts';

/** What the store's embedded database is asked through: PGlite's query. */
const queryOf =
  (client: PGlite): Query =>
  (text, values) =>
    client.query<Record<string, unknown>>(text, values);

/**
 * The embedded database's folder as PGlite's gzipped tar, taken under the data folder's lock: a running store holds
 * the lock, so the copy is never of a folder being written. The data key is not in it.
 */
export async function backupEmbedded(options: { dataDir: string; file: string; force: boolean; key?: FoundKey }) {
  const folder = pgliteDirOf(options.dataDir);
  if (!existsSync(`${folder}/PG_VERSION`)) throw new BackupRefused(`No embedded database in ${folder} to back up.`);
  refuseToReplace(options.file, options.force);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(durablePgliteOptions(folder));
    try {
      const outcome: Outcome = {
        enrollments: await countEnrollments(queryOf(client)),
        key: await checkDataKey(queryOf(client), options.key),
      };
      const tar = await client.dumpDataDir('gzip');
      const bytes = await writeBackup(options.file, options.force, async (partial) => {
        writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
      });
      return { ...outcome, folder, bytes };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * A backup unpacked into the data folder's embedded database, under its lock (never while a store runs there). It is
 * loaded beside the folder and moved into place only once whole; a folder already holding a database is replaced only
 * when `force`. The data key, kept apart from the backup, is checked against the restored data.
 */
export async function restoreEmbedded(options: { dataDir: string; file: string; force: boolean; key?: FoundKey }) {
  const folder = pgliteDirOf(options.dataDir);
  const release = lockDataDir(options.dataDir);
  try {
    const holdsData = existsSync(folder) && readdirSync(folder).length > 0;
    if (holdsData && !options.force) {
      throw new BackupRefused(
        `${folder} already holds a database: restoring would replace it. Run again with --force to replace it.`,
      );
    }
    const incoming = `${folder}.restoring`;
    const replaced = `${folder}.replaced`;
    rmSync(incoming, { recursive: true, force: true });
    rmSync(replaced, { recursive: true, force: true });
    // Loaded without fsync: the whole folder is flushed once below, before it takes the database's place.
    const client = await PGlite.create(incoming, { loadDataDir: new Blob([readFileSync(options.file)]) });
    let outcome: Outcome;
    try {
      outcome = {
        enrollments: await countEnrollments(queryOf(client)),
        key: await checkDataKey(queryOf(client), options.key),
      };
    } finally {
      await client.close();
    }
    syncTree(incoming);
    if (existsSync(folder)) renameSync(folder, replaced);
    renameSync(incoming, folder);
    syncOne(dirname(folder));
    rmSync(replaced, { recursive: true, force: true });
    return { ...outcome, folder };
  } finally {
    release();
  }
}
