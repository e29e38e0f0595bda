import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../../config.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { BackupRefused, kindOfBackup, megabytes } from './backup-file.ts';
import { findDataKey, type KeyVerdict } from './data-key-check.ts';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.ts';
import { backupPostgres, restorePostgres } from './postgres-backup.ts';

/**
 * `npm run db:backup -- <file> [--force]` and `npm run db:restore -- <file> [--force]`: the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR) into one file and back. The data key is never in the file.
 * Exit codes: 0 done, 1 refused or failed (nothing changed), 2 restored but the data key cannot open its data.
 */
const usage = 'Usage: npm run db:backup -- <file> [--force]  |  npm run db:restore -- <file> [--force]';

const described = (key: Exclude<KeyVerdict, { kind: 'missing' }>) => `key ${key.id}, from ${key.from}`;

function tellAfterBackup(key: KeyVerdict) {
  if (key.kind === 'missing') {
    console.error(
      'Warning: no data key is set (DATA_KEY, or data.key in the data folder in demo mode): the personal data in this ' +
        'backup opens only with the key it was sealed with. Keep that key safe, apart from the backup.',
    );
  } else if (key.kind === 'differs') {
    console.error(
      `Warning: the data key set (${described(key)}) does not open the personal data in this backup: it was sealed ` +
        'with another key, and opens only with that one.',
    );
  } else {
    const checked = key.kind === 'reads' ? 'it opens the personal data in it' : 'nothing sealed in it yet';
    console.log(`The data key is not in the backup: keep it safe, apart from it (${described(key)}; ${checked}).`);
  }
}

/** Whether the store can open the restored personal data; if not, what to set before starting it. */
function tellAfterRestore(key: KeyVerdict, dataDir: string) {
  const remedy =
    'Before starting the store, set DATA_KEY to the key the backup was made with (in demo mode, the data.key file of ' +
    `the data folder it came from may be copied into ${dataDir} instead).`;
  if (key.kind === 'missing') {
    console.error(
      `Warning: no data key is set for this store, and its personal data opens only with the backup's key. ${remedy} ` +
        'Started without it, a demo store would make a new key that opens none of it.',
    );
    return false;
  }
  if (key.kind === 'differs') {
    console.error(
      `Warning: the data key set (${described(key)}) does not open the restored personal data: it was sealed with ` +
        `another key. ${remedy}`,
    );
    return false;
  }
  const checked = key.kind === 'reads' ? 'opens its personal data' : 'is set; nothing sealed in it to check it against';
  console.log(`The data key (${described(key)}) ${checked}.`);
  return true;
}

const { positionals, values } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [command, name] = positionals;

try {
  if ((command !== 'backup' && command !== 'restore') || !name) throw new BackupRefused(usage);
  // npm runs scripts from the repository's root: a relative name is the operator's, from where they typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const config = readConfig();
  const key = findDataKey(config);
  const options = { file, force: values.force, key };
  if (command === 'backup') {
    const made = config.databaseUrl
      ? await backupPostgres({ ...options, url: config.databaseUrl })
      : await backupEmbedded({ ...options, dataDir: config.dataDir });
    const source = 'database' in made ? `PostgreSQL database ${made.database}` : `the embedded database ${made.folder}`;
    console.log(`Backed up ${source} to ${file}: ${made.enrollments} enrollments, ${megabytes(made.bytes)}.`);
    tellAfterBackup(made.key);
  } else {
    const kind = kindOfBackup(file);
    if (kind === 'postgres' && !config.databaseUrl) {
      throw new BackupRefused(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`);
    }
    if (kind === 'embedded' && config.databaseUrl) {
      throw new BackupRefused(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it.`);
    }
    const restored = config.databaseUrl
      ? await restorePostgres({ ...options, url: config.databaseUrl })
      : await restoreEmbedded({ ...options, dataDir: config.dataDir });
    const target = 'database' in restored ? `PostgreSQL database ${restored.database}` : restored.folder;
    console.log(`Restored ${file} into ${target}: ${restored.enrollments} enrollments.`);
    if (!tellAfterRestore(restored.key, config.dataDir)) process.exitCode = 2;
  }
} catch (error) {
  const told = error instanceof BackupRefused || error instanceof DataDirLockedError || error instanceof ConfigError;
  console.error(told ? (error as Error).message : error);
  process.exitCode = 1;
}
