/**
 * The libraries every page starts with, in one chunk with the store's start (src/main.tsx's own imports land in
 * it or beside it): left to itself, the bundler split what the start shares with the lazy pages into a dozen small
 * files, which compress worse (6 KB gzip more on the landing page). They are named rather than followed from the
 * start, since a package's index names all of its modules, most of them for later pages.
 */
const startLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|@lingui[\\/]core|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;
/** Parts of those libraries only later pages use: writes (mutations) and queries by the many. */
const laterOnly =
  /(mutationObserver|useMutation|queriesObserver|useQueries|infiniteQueryObserver|useInfiniteQuery|useSuspense)/;

export const startChunk = {
  name: (moduleId: string) => (startLibraries.test(moduleId) && !laterOnly.test(moduleId) ? 'start' : null),
  // Before the start's group (startGroups), which takes in the packages the store's code uses.
  priority: 1,
};

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Context = { getModuleInfo(moduleId: string): ModuleInfo | null };

const isPackage = (moduleId: string) => /[\\/]node_modules[\\/]/.test(moduleId);

/** The modules `from` are, and those they import, and theirs: only those that `follow` lets through. */
function imported(from: Iterable<string>, ctx: Context, follow: (moduleId: string) => boolean = () => true) {
  const found = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const moduleId = pending.pop() as string;
    if (found.has(moduleId)) continue;
    found.add(moduleId);
    for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? []) if (follow(next)) pending.push(next);
  }
  return found;
}

/**
 * The page's script (src/boot.ts, with Vite's preloading) in its chunk, and the rest of the start (src/main.tsx and
 * the store's and the contract's code it imports) in one more: every page loads all of the start before anything
 * else, and the bundler would otherwise split off what the lazy pages share with it into some twenty small files,
 * which compress worse (about 4 KB gzip more on the landing page) and which every lazy import lists again. The
 * packages that code uses come along as far as it uses them: the bundler follows them, not this, since a package's
 * index names all of its modules. The page's script stays apart and small, as it starts the rest after the first
 * paint. Only index.html starts these: the server's build (src/entry-server.tsx) is left as it was.
 */
export function startGroups(html: string) {
  const parts = new WeakMap<ModuleInfo, { script: Set<string>; start: Set<string> }>();
  const partOf = (moduleId: string, ctx: Context) => {
    const page = ctx.getModuleInfo(html);
    if (!page) return null;
    let found = parts.get(page);
    if (!found) {
      const script = imported([html], ctx);
      const started = [...script].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const start = imported(started, ctx, (id) => !isPackage(id) && !script.has(id));
      found = { script, start };
      parts.set(page, found);
    }
    if (found.script.has(moduleId)) return 'index';
    return found.start.has(moduleId) && !isPackage(moduleId) ? 'main' : null;
  };
  const part = (name: 'index' | 'main') => (moduleId: string, ctx: Context) =>
    partOf(moduleId, ctx) === name ? name : null;
  // The script's group first: its preloading, which the start's code uses too, stays in the script.
  return [{ name: part('index'), priority: 2 }, { name: part('main') }];
}

type Group = { name: (moduleId: string, ctx: Context) => string | null };

/**
 * The pages shoppers arrive on, each in one chunk with the store's code it imports (the packages that code uses come
 * along as far as it uses them), in the order shoppers usually come: each page's chunk holds what the start and the
 * pages before it did not take. What a page opens on demand (a dialog, a drawer) stays in chunks of its own. Left to itself, the bundler splits a page into some forty small files, each a
 * request the browser starts on the main thread while it hydrates the page (about 1 ms each on a phone).
 */
export function arrivalGroups(pages: { name: string; page: string | string[] }[], before: Group[]): Group[] {
  const groups = [...before];
  for (const { name, page } of pages) groups.push(pageGroup(name, page, [...groups]));
  return groups.slice(before.length);
}

function pageGroup(name: string, page: string | string[], before: Group[]): Group {
  const roots = [page].flat();
  const parts = new WeakMap<ModuleInfo, Set<string>>();
  const partOf = (moduleId: string, ctx: Context) => {
    const info = ctx.getModuleInfo(roots[0] ?? '');
    if (!info) return false;
    let found = parts.get(info);
    if (!found) {
      found = imported(roots, ctx, (id) => !isPackage(id));
      parts.set(info, found);
    }
    return found.has(moduleId);
  };
  const taken = (moduleId: string, ctx: Context) => before.some((group) => group.name(moduleId, ctx) !== null);
  return { name: (moduleId, ctx) => (partOf(moduleId, ctx) && !taken(moduleId, ctx) ? name : null) };
}
