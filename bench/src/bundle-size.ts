import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export type Asset = { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };

export type BundleReport = {
  /**
   * What `/` loads eagerly: the HTML's scripts, preloads and stylesheets, the entry's static imports, and the code the
   * entry starts (its own `import()`s) with theirs.
   */
  landing: Asset[];
  landingJsGzipBytes: number;
  landingCssGzipBytes: number;
  /** Every other script and stylesheet in the build: loaded later, by dynamic `import()`. */
  lazy: Asset[];
};

export const isLocal = (url: string) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** The `src`/`href` of the tags in index.html that the browser fetches before the first render. */
export function htmlAssets(html: string): string[] {
  const urls: string[] = [];
  for (const [, tag = '', rawAttrs = ''] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const [, name = '', a, b, c] of rawAttrs.matchAll(
      /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs.set(name.toLowerCase(), a ?? b ?? c ?? '');
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url =
      tag.toLowerCase() === 'script'
        ? attrs.get('type') === 'module' && attrs.get('src')
        : (rel.includes('modulepreload') || rel.includes('stylesheet')) && attrs.get('href');
    if (url && isLocal(url)) urls.push(url);
  }
  return urls;
}

/** Specifiers of a module's static `import`/`export … from` (not dynamic `import()`). */
export async function staticImports(code: string): Promise<string[]> {
  return (await imports(code)).static;
}

/** Specifiers of a module's static imports and of its dynamic `import()`s of a literal (what a build emits). */
export async function imports(code: string): Promise<{ static: string[]; dynamic: string[] }> {
  await init;
  const [entries] = parse(code);
  const named = (dynamic: boolean) =>
    entries.filter((entry) => entry.n !== undefined && entry.d > -1 === dynamic).map((entry) => entry.n as string);
  return { static: named(false), dynamic: named(true) };
}

export function measure(dist: string, path: string): Asset {
  const body = readFileSync(path);
  return {
    file: relative(dist, path),
    kind: extname(path) === '.css' ? 'css' : 'js',
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

export function builtFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?js|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Sizes of a Vite build in `dist`: the landing page's eager JS and CSS, then every lazy chunk. */
export async function measureBundle(folder: string): Promise<BundleReport> {
  // Absolute, as `resolve` makes the static imports: a relative folder would count each chunk twice.
  const dist = resolve(folder);
  const fromRoot = (url: string) => join(dist, url.split(/[?#]/)[0]?.replace(/^\//, '') ?? '');
  const entries = htmlAssets(readFileSync(join(dist, 'index.html'), 'utf8')).map(fromRoot);
  const pending = [...entries];
  // The page's own script starts the store's code at once (apps/web/src/boot.ts): what it imports is the first load.
  for (const entry of entries.filter((path) => extname(path) === '.js'))
    for (const specifier of (await imports(readFileSync(entry, 'utf8'))).dynamic)
      if (isLocal(specifier))
        pending.push(specifier.startsWith('/') ? fromRoot(specifier) : resolve(dirname(entry), specifier));
  const eager = new Set<string>();
  while (pending.length > 0) {
    const path = pending.shift() as string;
    if (eager.has(path)) continue;
    eager.add(path);
    if (extname(path) === '.css') continue;
    for (const specifier of await staticImports(readFileSync(path, 'utf8'))) {
      if (!isLocal(specifier)) continue;
      pending.push(specifier.startsWith('/') ? fromRoot(specifier) : resolve(dirname(path), specifier));
    }
  }
  const landing = [...eager].map((path) => measure(dist, path));
  const lazy = builtFiles(dist)
    .filter((path) => !eager.has(path))
    .map((path) => measure(dist, path))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (kind: Asset['kind']) =>
    landing.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzipBytes, 0);
  return { landing, landingJsGzipBytes: sum('js'), landingCssGzipBytes: sum('css'), lazy };
}
