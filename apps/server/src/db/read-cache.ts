import { AsyncLocalStorage } from 'node:async_hooks';
import { whenTransactionEnds } from './transactions.ts';

/**
 * Copies that live as long as one request: a row read along with another (an enrollment with its session) is not
 * read again by the same request, on any database. Keyed by table and key; dropped by any write to the key.
 */
const requestCopies = new AsyncLocalStorage<Map<string, unknown>>();

/** Runs a request's handling with its own copies (see `offer`). */
export const withRequestCopies = <T>(handle: () => T): T => requestCopies.run(new Map(), handle);

/** Copies kept at most per table; the oldest goes first. */
const LIMIT = 10_000;

/** A value no caller may change: copies are shared by every request that reads them. */
export type Frozen<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? readonly Frozen<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Frozen<T[K]> }
      : T;

export function deepFreeze<T>(value: T): Frozen<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as Frozen<T>;
}

type Copies = { entries: Map<string, { value: unknown; until: number }>; writes: number };
const copiesOf = new WeakMap<object, Map<string, Copies>>();

/** The copies of one table read through one database handle, whichever store instance reads or writes them. */
function sharedCopies(database: object, table: string): Copies {
  const tables = copiesOf.get(database) ?? new Map<string, Copies>();
  copiesOf.set(database, tables);
  const copies = tables.get(table) ?? { entries: new Map(), writes: 0 };
  tables.set(table, copies);
  return copies;
}

/** Drops every copy read through a handle: after writes no store made (a catalog import's cascades). */
export function forgetAllCopies(database: object) {
  for (const copies of copiesOf.get(database)?.values() ?? []) {
    copies.writes++;
    copies.entries.clear();
  }
}

/**
 * Copies of rows only this process writes (the embedded database is locked to one process), kept `seconds` (0: none),
 * and shared by every cache of the same table on the same handle. Every write goes through `writing`, which drops the
 * key's copy before and after it, and again when the transaction it ran in ends; a read that may have seen the
 * database before a write (the count of writes moved while it read) is not kept. Absent rows are not kept either.
 * Values come back deeply frozen, kept or not, so code that would change a shared copy fails everywhere alike.
 */
export function createReadCache<V>(options: { database: object; table: string; seconds: number; now: () => number }) {
  const copies = sharedCopies(options.database, options.table);
  const requestKey = (key: string) => `${options.table}:${key}`;
  const forget = (key: string) => {
    copies.writes++;
    copies.entries.delete(key);
    requestCopies.getStore()?.delete(requestKey(key));
  };

  return {
    /** A row the request read along with another: the request's later reads of the key take it. */
    offer(key: string, value: V) {
      requestCopies.getStore()?.set(requestKey(key), deepFreeze(value));
    },

    async read(key: string, load: () => Promise<V | null>): Promise<Frozen<V> | null> {
      const offered = requestCopies.getStore()?.get(requestKey(key));
      if (offered !== undefined) return offered as Frozen<V>;
      if (options.seconds === 0) return deepFreeze(await load());
      const hit = copies.entries.get(key);
      if (hit && hit.until > options.now()) return hit.value as Frozen<V>;
      const seen = copies.writes;
      const value = deepFreeze(await load());
      if (value !== null && copies.writes === seen) {
        if (copies.entries.size >= LIMIT) copies.entries.delete(copies.entries.keys().next().value ?? '');
        copies.entries.set(key, { value, until: options.now() + options.seconds * 1000 });
      }
      return value;
    },

    /** `write` runs on `tx`: inside a transaction, a read between the write and the commit is dropped at its end. */
    async writing<T>(key: string, tx: object, write: () => Promise<T>): Promise<T> {
      forget(key);
      try {
        return await write();
      } finally {
        forget(key);
        whenTransactionEnds(tx, () => forget(key));
      }
    },
  };
}

export type ReadCache<V> = ReturnType<typeof createReadCache<V>>;
