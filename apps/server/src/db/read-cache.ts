/** Copies kept at most; the oldest goes first. */
const LIMIT = 10_000;

/**
 * Copies of rows only this process writes (the embedded database is locked to one process), kept `seconds` (0: none).
 * Every write goes through `writing`, which drops the key's copy before and after it; a read that may have seen the
 * database before a write (the count of writes moved while it read) is not kept. Absent rows are not kept either.
 */
export function createReadCache<V>(options: { seconds: number; now: () => number }) {
  const entries = new Map<string, { value: V; until: number }>();
  let writes = 0;
  const forget = (key: string) => {
    writes++;
    entries.delete(key);
  };

  return {
    async read(key: string, load: () => Promise<V | null>): Promise<V | null> {
      if (options.seconds === 0) return load();
      const hit = entries.get(key);
      if (hit && hit.until > options.now()) return hit.value;
      const seen = writes;
      const value = await load();
      if (value !== null && writes === seen) {
        if (entries.size >= LIMIT) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, { value, until: options.now() + options.seconds * 1000 });
      }
      return value;
    },

    async writing<T>(key: string, write: () => Promise<T>): Promise<T> {
      forget(key);
      try {
        return await write();
      } finally {
        forget(key);
      }
    },
  };
}

export type ReadCache<V> = ReturnType<typeof createReadCache<V>>;
