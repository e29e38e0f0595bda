import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogMeta } from '../db/schema.ts';

type Entry = { load: () => PromiseLike<unknown>; value: Promise<unknown> };

/** The caches of each database handle, told at once when this process imports a catalog into it. */
const cachesOf = new WeakMap<object, Set<(version: number) => void>>();

/** After an import in this process: every catalog cache on the handle moves to the new version now. */
export function announceCatalogVersion(db: object, version: number) {
  for (const change of cachesOf.get(db) ?? []) change(version);
}

/**
 * The catalog changes only on import, so reads are served from memory. The one-row version is read at `start` and
 * then in the background every `checkEveryMs` (0: never), so an import on any instance reaches all of them, and a
 * catalog read never queries on the request path: not even inside a transaction, where a query on the handle would
 * wait for the transaction forever on PGlite. On a new version, what was in use is loaded again in the background.
 */
export function createCatalogCache(deps: { db: Db; checkEveryMs?: number; onError?: (error: unknown) => void }) {
  const checkEveryMs = deps.checkEveryMs ?? 2000;
  let entries = new Map<string, Entry>();
  let version: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;

  function keep(key: string, load: () => PromiseLike<unknown>): Entry {
    // A query builder runs its query on each `then`: kept as one promise, it runs once.
    const entry = { load, value: Promise.resolve(load()) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  }

  function changeTo(latest: number) {
    if (latest === version) return;
    const inUse = entries;
    entries = new Map();
    version = latest;
    for (const [key, { load }] of inUse) keep(key, load);
  }

  async function readVersion() {
    const [row] = await deps.db.select({ version: catalogMeta.version }).from(catalogMeta).where(eq(catalogMeta.id, 1));
    return row?.version ?? 0;
  }

  async function check() {
    if (checking) return;
    checking = true;
    try {
      changeTo(await readVersion());
    } catch (error) {
      deps.onError?.(error);
    } finally {
      checking = false;
    }
  }

  return {
    /** Reads the version, then keeps checking it in the background until `stop`. */
    async start() {
      changeTo(await readVersion());
      const listeners = cachesOf.get(deps.db) ?? new Set();
      cachesOf.set(deps.db, listeners.add(changeTo));
      if (checkEveryMs > 0) timer = setInterval(() => void check(), checkEveryMs).unref();
    },

    stop() {
      clearInterval(timer);
      cachesOf.get(deps.db)?.delete(changeTo);
    },

    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      return (entries.get(key) ?? keep(key, load)).value as Promise<T>;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
