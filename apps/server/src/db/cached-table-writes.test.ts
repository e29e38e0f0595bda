import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Sessions, enrollments and cart lines are read from memory on the embedded database (db/read-cache.ts), which is
 * right only while every write to them drops the copy: so only their stores write them. Tests change them through
 * the same stores (`store.sessions`, `store.enrollments` of test/test-app.ts).
 */
const tables = { sessions: 'sessions', enrollments: 'enrollments', cartLines: 'cart_lines' } as const;
const stores = ['session/session-service.ts', 'enrollment/enrollment-store.ts'];
const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
const thisFile = relative(sourceRoot, fileURLToPath(import.meta.url));

/** The statements in a source text that write one of the tables: Drizzle's insert/update/delete, or raw SQL. */
export function writesToCachedTables(source: string): string[] {
  const names = new Set<string>(Object.keys(tables));
  for (const [, table, alias] of source.matchAll(/\b(\w+)\s+as\s+(\w+)/g)) {
    if (table && alias && table in tables) names.add(alias);
  }
  const name = `(?:\\w+\\.)?(?:${[...names].join('|')})`;
  const drizzle = new RegExp(`\\.(?:insert|update|delete)\\(\\s*${name}\\s*\\)`, 'g');
  const raw = new RegExp(
    `\\b(?:insert\\s+into|update|delete\\s+from)\\s+(?:"?(?:${Object.values(tables).join('|')})"?\\b|\\$\\{\\s*${name}\\s*\\})`,
    'gi',
  );
  return [...source.matchAll(drizzle), ...source.matchAll(raw)].map((match) => match[0]);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(sourceRoot, path)] : [];
  });
}

describe('writes to the tables kept in the read cache', () => {
  it('are recognised however they are spelled', () => {
    const writes = [
      'await tx.insert(sessions).values(row);',
      'await db\n  .update(enrollments)\n  .set({ tier })',
      'tx.delete( cartLines ).where(x)',
      "import { cartLines as lines } from './schema.ts'; await tx.delete(lines);",
      'await db.update(schema.enrollments).set({})',
      "await tx.execute(sql`UPDATE enrollments SET tier = 'IO'`)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as a file would hold it
      'await tx.execute(sql`delete from "cart_lines" where id = ${id}`)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, as a file would hold it
      'await tx.execute(sql`insert into ${sessions} (token_hash) values (${hash})`)',
    ];
    for (const source of writes) expect(writesToCachedTables(source), source).toHaveLength(1);
    const reads = [
      'await tx.select().from(enrollments)',
      'await tx.update(cartQuotes).set({ status })',
      'await deps.enrollments.update(enrollmentId, { tier }, tx)',
      'await tx.execute(sql`delete from enrollment_answers where x`)',
    ];
    for (const source of reads) expect(writesToCachedTables(source), source).toEqual([]);
  });

  it('happen only in their stores', () => {
    const offenders = sourceFiles(sourceRoot)
      .filter((file) => !stores.includes(file) && file !== thisFile)
      .flatMap((file) =>
        writesToCachedTables(readFileSync(join(sourceRoot, file), 'utf8')).map((w) => `${file}: ${w}`),
      );
    expect(offenders).toEqual([]);
  });
});
