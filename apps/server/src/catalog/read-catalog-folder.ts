import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { catalogFile } from './catalog-schema.ts';

export class CatalogError extends Error {
  constructor(
    readonly file: string,
    readonly record: string,
    readonly reason: string,
  ) {
    super(`${file}: ${record}: ${reason}`);
  }
}

type Sections = Required<z.output<typeof catalogFile>>;
export type Located<T> = { file: string; record: string; value: T };
export type CatalogContent = { [K in keyof Sections]: Located<Sections[K][number]>[] };
export type CatalogAsset = { path: string; contentType: string; body: Buffer; etag: string };

const dataExtensions = new Set(['.yaml', '.yml', '.json']);
const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

const recordName = (section: string, index: number, value: unknown) => {
  const code = (value as { code?: unknown; key?: unknown } | undefined)?.code ?? (value as { key?: unknown })?.key;
  return `${section}[${index}]${typeof code === 'string' ? ` (${code})` : ''}`;
};

/** Reads and validates every data file of a catalog folder; the first problem stops it with file, record and reason. */
export function readCatalogFolder(folder: string): { content: CatalogContent; assets: CatalogAsset[] } {
  const assetsDir = join(folder, 'assets');
  const all = filesUnder(folder);
  const content: CatalogContent = {
    sites: [],
    categories: [],
    carriers: [],
    portals: [],
    agents: [],
    groups: [],
    plans: [],
    members: [],
    history: [],
    agreements: [],
    health_questions: [],
  };

  for (const path of all.filter((file) => !file.startsWith(assetsDir) && dataExtensions.has(extname(file)))) {
    const file = relative(folder, path);
    let raw: unknown;
    try {
      raw = parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new CatalogError(file, '(file)', `not readable as YAML/JSON: ${(error as Error).message.split('\n')[0]}`);
    }
    const parsed = catalogFile.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const [section, index, ...rest] = issue?.path ?? [];
      const value =
        typeof section === 'string' && typeof index === 'number'
          ? (raw as Record<string, unknown[]>)[section]?.[index]
          : undefined;
      const record =
        typeof section === 'string' && typeof index === 'number' ? recordName(section, index, value) : '(file)';
      const field =
        rest.length > 0 ? `${rest.join('.')}: ` : section && index === undefined ? `${String(section)}: ` : '';
      throw new CatalogError(file, record, `${field}${issue?.message ?? 'invalid'}`);
    }
    for (const [section, records] of Object.entries(parsed.data) as [keyof Sections, unknown[] | undefined][]) {
      records?.forEach((value, index) => {
        (content[section] as Located<unknown>[]).push({ file, record: recordName(section, index, value), value });
      });
    }
  }

  const assets = all
    .filter((file) => file.startsWith(assetsDir))
    .map((path) => {
      const contentType = contentTypes[extname(path).toLowerCase()];
      if (!contentType)
        throw new CatalogError(relative(folder, path), '(asset)', `unsupported file type ${extname(path)}`);
      const body = readFileSync(path);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      return { path: relative(assetsDir, path), contentType, body, etag };
    });
  return { content, assets };
}
