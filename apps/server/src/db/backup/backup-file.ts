import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** A backup or restore that would lose or overwrite something, or cannot run: its message says what to do. */
export class BackupRefused extends Error {}

/** What a backup file holds, by its first bytes: PGlite's gzipped data folder, or pg_dump's custom format. */
export type BackupKind = 'embedded' | 'postgres';

export function kindOfBackup(file: string): BackupKind {
  if (!existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupRefused(`${file} is not a backup made by db:backup (neither a gzipped data folder nor a pg_dump).`);
}

/** Before any work: a backup never replaces a file unless told to. */
export function refuseToReplace(file: string, force: boolean) {
  if (existsSync(file) && !force) {
    throw new BackupRefused(`${file} already exists: choose another name, or run again with --force to replace it.`);
  }
}

/**
 * Writes a backup through `write(partialFile)`, then puts it under its name once it is whole and on the disk: a
 * backup cut short never looks like one. An existing file is kept unless `force`.
 */
export async function writeBackup(file: string, force: boolean, write: (partial: string) => Promise<void>) {
  refuseToReplace(file, force);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await write(partial);
    syncTree(partial);
    renameSync(partial, file);
    syncOne(dirname(file));
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** Flushes a file, or a folder and everything in it, to the disk. */
export function syncTree(path: string) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory() || entry.isFile()) syncTree(join(path, entry.name));
    }
  }
  syncOne(path);
}

/** Flushes one file, or a folder's list of names (a rename in it), to the disk. */
export function syncOne(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
