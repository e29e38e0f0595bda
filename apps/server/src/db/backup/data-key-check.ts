import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createCipher, dataKeyFile } from '../../security/cipher.ts';

/** A SQL query on the database being backed up or restored: PGlite's client and node-postgres's both fit. */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The data key the store would use and where it comes from: as `loadDataKey` finds it, but never making one. */
export type FoundKey = { key: Buffer; from: string };

export function findDataKey(options: { dataKey?: string; demoMode: boolean; dataDir: string }): FoundKey | undefined {
  if (options.dataKey) return { key: Buffer.from(options.dataKey, 'base64'), from: 'DATA_KEY' };
  const file = dataKeyFile(options.dataDir);
  if (!options.demoMode || !existsSync(file)) return undefined;
  return { key: Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'), from: file };
}

/** Tells keys apart in messages without showing them: a hash cannot give the key back. */
export const keyId = (key: Buffer) =>
  createHash('sha256').update('openenroll-data-key').update(key).digest('hex').slice(0, 12);

/**
 * Whether the key opens the database's sealed personal data: `reads`, `differs` (sealed with another key), `untested`
 * (nothing sealed yet), or `missing` (no key configured).
 */
export type KeyVerdict = { kind: 'missing' } | { kind: 'reads' | 'differs' | 'untested'; id: string; from: string };

export async function checkDataKey(query: Query, found: FoundKey | undefined): Promise<KeyVerdict> {
  if (!found) return { kind: 'missing' };
  const described = { id: keyId(found.key), from: found.from };
  const samples = await sealedSamples(query);
  if (samples.length === 0) return { kind: 'untested', ...described };
  const cipher = createCipher(found.key);
  const opens = (sealed: string) => {
    try {
      cipher.decrypt(sealed);
      return true;
    } catch {
      return false;
    }
  };
  return { kind: samples.every(opens) ? 'reads' : 'differs', ...described };
}

/** One value of each sealed column (named `*_sealed` or `*_encrypted`) that holds any. */
async function sealedSamples(query: Query) {
  const { rows: columns } = await query(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and (column_name like '%\\_sealed' or column_name like '%\\_encrypted')
     order by table_name, column_name`,
  );
  const samples: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = quoted(String(column_name));
    const { rows } = await query(
      `select ${column} as sealed from ${quoted(String(table_name))} where ${column} <> '' limit 1`,
    );
    if (typeof rows[0]?.sealed === 'string') samples.push(rows[0].sealed);
  }
  return samples;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a backup or a restore tells the operator about the data: how many enrollments, and whether the key opens it. */
export type Outcome = { enrollments: number; key: KeyVerdict };

/** Rows of the enrollments table: what an operator checks a backup or a restore by. */
export async function countEnrollments(query: Query) {
  const { rows: present } = await query(`select to_regclass('public.enrollments') is not null as present`);
  if (!present[0]?.present) return 0;
  const { rows } = await query('select count(*)::int as n from enrollments');
  return Number(rows[0]?.n ?? 0);
}
