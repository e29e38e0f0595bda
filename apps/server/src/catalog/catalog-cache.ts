import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogMeta } from '../db/schema.ts';

/**
 * The catalog changes only on import, so reads are served from memory. Each instance re-reads the
 * one-row version at most every `checkEveryMs`, so an import on any instance reaches all of them.
 */
export function createCatalogCache(deps: { db: Db; checkEveryMs?: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const checkEveryMs = deps.checkEveryMs ?? 2000;
  const entries = new Map<string, Promise<unknown>>();
  let version: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  async function refreshVersion() {
    const [row] = await deps.db.select({ version: catalogMeta.version }).from(catalogMeta).where(eq(catalogMeta.id, 1));
    const latest = row?.version ?? 0;
    if (latest !== version) entries.clear();
    version = latest;
    checkedAt = now();
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (now() - checkedAt > checkEveryMs) {
        checking ??= refreshVersion().finally(() => {
          checking = undefined;
        });
        await checking;
      }
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = load();
        entries.set(key, entry);
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
    invalidate() {
      entries.clear();
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
