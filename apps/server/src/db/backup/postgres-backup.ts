import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { BackupRefused, refuseToReplace, writeBackup } from './backup-file.ts';
import { checkDataKey, countEnrollments, type FoundKey, type Outcome, type Query } from './data-key-check.ts';

/** Debian's newest PostgreSQL programs (as scripts/with-postgres.sh finds them), else those on the PATH. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore') {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin', name)).find((path) => existsSync(path));
  return found ?? name;
}

/**
 * How a program reaches the database: the URL without its password, which goes in PGPASSWORD instead, since a
 * program's arguments are visible to every user of the machine. `name` says which database, for messages.
 */
function connectionOf(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return { dbname: parsed.toString(), env, name: `${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.host}` };
}

async function run(program: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new BackupRefused(
      `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client).`,
    );
  });
  if (code !== 0) throw new BackupRefused(`${program} failed (exit code ${code}): its message is above.`);
}

async function connected<T>(url: string, work: (query: Query) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, values) => client.query(text, values));
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's custom format of the database. The dump reads a snapshot exported from the transaction that counts its
 * enrollments, so the count is of what the file holds, while the store keeps running.
 */
export async function backupPostgres(options: { url: string; file: string; force: boolean; key?: FoundKey }) {
  refuseToReplace(options.file, options.force);
  const connection = connectionOf(options.url);
  return connected(options.url, async (query) => {
    await query('begin isolation level repeatable read read only');
    const { rows } = await query('select pg_export_snapshot() as snapshot');
    const outcome: Outcome = {
      enrollments: await countEnrollments(query),
      key: await checkDataKey(query, options.key),
    };
    const bytes = await writeBackup(options.file, options.force, (partial) =>
      run(
        postgresProgram('pg_dump'),
        ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${partial}`, `--dbname=${connection.dbname}`],
        connection.env,
      ),
    );
    await query('commit');
    return { ...outcome, database: connection.name, bytes };
  });
}

/**
 * pg_restore of a dump into the database, in one transaction: all of it or nothing. A database that already holds
 * tables, or that others are connected to (a running store), is replaced only when `force`.
 */
export async function restorePostgres(options: { url: string; file: string; force: boolean; key?: FoundKey }) {
  const connection = connectionOf(options.url);
  const { tables, others } = await connected(options.url, async (query) => {
    const [held] = (
      await query(
        `select count(*)::int as n from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    const [connections] = (
      await query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
    ).rows;
    return { tables: Number(held?.n), others: Number(connections?.n) };
  });
  if (others > 0 && !options.force) {
    throw new BackupRefused(
      `${others} other connections are open to ${connection.name}: stop the store's servers first (or run again with --force).`,
    );
  }
  if (tables > 0 && !options.force) {
    throw new BackupRefused(
      `${connection.name} already holds ${tables} tables: restoring would replace them. Run again with --force to replace them.`,
    );
  }
  await run(
    postgresProgram('pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${connection.dbname}`, options.file],
    connection.env,
  );
  const outcome: Outcome = await connected(options.url, async (query) => ({
    enrollments: await countEnrollments(query),
    key: await checkDataKey(query, options.key),
  }));
  return { ...outcome, database: connection.name };
}
