import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const srcRoot = import.meta.dirname;

const catalogFolders = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)messages\/en\.json$/.test(file))
  .map((file) => dirname(file));

const read = (folder: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(srcRoot, folder, `${language}.json`), 'utf8'));

type Compiled = string | readonly (string | readonly [string, string?, Record<string, Compiled>?])[];

/** The names a message fills in (`{name}`, `{count, plural, …}` and those inside its branches) and its tags `<0>`. */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (compiled: Compiled) => {
    for (const part of typeof compiled === 'string' ? [compiled] : compiled) {
      if (typeof part === 'string') {
        for (const tag of part.matchAll(/<(\d+)>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      found.add(part[0]);
      for (const branch of Object.values(part[2] ?? {}))
        if (typeof branch === 'string' || Array.isArray(branch)) visit(branch);
    }
  };
  visit(compileMessage(message) as Compiled);
  return [...found].sort();
}

describe('message catalogs', () => {
  it('finds the catalogs', () => {
    expect(catalogFolders).toContain('app/layout/messages');
  });

  it.each(catalogFolders)('%s: Spanish has every English message, and no other', (folder) => {
    expect(Object.keys(read(folder, 'es')).sort()).toEqual(Object.keys(read(folder, 'en')).sort());
  });

  it.each(catalogFolders)('%s: each Spanish message fills in what the English one does', (folder) => {
    const en = read(folder, 'en');
    const es = read(folder, 'es');
    for (const [id, text] of Object.entries(en)) {
      expect({ id, arguments: argumentsOf(es[id] ?? '') }).toEqual({ id, arguments: argumentsOf(text) });
      expect(es[id]?.trim(), id).not.toBe('');
    }
  });

  it("each message id starts with its part's name, so ids stay unique across catalogs", () => {
    const seen = new Map<string, string>();
    for (const folder of catalogFolders) {
      for (const id of Object.keys(read(folder, 'en'))) {
        expect(seen.get(id), `${id} is in ${folder} and ${seen.get(id)}`).toBeUndefined();
        seen.set(id, folder);
      }
    }
  });

  // Lingui makes an Intl number format for every plural it writes, `#` or not: 88 ms of a phone's first page at
  // Lighthouse's slowed CPU. The header (the cart's count) and the listings are on every first page: `select` on 1.
  it.each(['app/layout/messages', 'features/plans/messages'])('%s: no plural on the first pages', (folder) => {
    for (const [id, text] of Object.entries({ ...read(folder, 'en'), ...read(folder, 'es') }))
      expect(text, id).not.toMatch(/\{\w+, plural,/);
  });

  it('reads what a message fills in', () => {
    expect(argumentsOf('Cart, {count, plural, one {# plan} other {# plans}}, {amount}')).toEqual(['amount', 'count']);
    expect(argumentsOf('Enrolling as <0>{name}</0>')).toEqual(['<0>', 'name']);
    expect(argumentsOf('{status, select, inactive {Inactive} other {Ended on {date}}}')).toEqual(['date', 'status']);
  });
});
