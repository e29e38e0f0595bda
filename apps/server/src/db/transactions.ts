import { AsyncLocalStorage } from 'node:async_hooks';

/** What a transaction's callback runs in while it is open: its end flips `open`, so late work is not refused. */
type Inside = { open: boolean };
type Session = {
  transaction(run: (tx: object) => Promise<unknown>, config?: unknown): Promise<unknown>;
  prepareQuery(...args: unknown[]): unknown;
};

const endings = new WeakMap<object, (() => void)[]>();
/** Per guarded handle: throws when called inside one of its own open transactions. */
const guards = new WeakMap<object, () => void>();

export class OuterHandleInTransactionError extends Error {
  constructor() {
    super(
      'The database handle was used inside one of its own transactions: use the transaction (tx) passed to the ' +
        'callback. On the embedded database this query would wait for the transaction forever; on PostgreSQL it ' +
        'would read and write outside it.',
    );
  }
}

/**
 * Runs `done` once the transaction `tx` committed or rolled back. Answers false when `tx` is not a transaction this
 * module follows (the database handle itself, or a nested one): the caller's own work is then all there is.
 */
export function whenTransactionEnds(tx: object, done: () => void): boolean {
  const callbacks = endings.get(tx);
  if (!callbacks) return false;
  callbacks.push(done);
  return true;
}

function sessionOf(db: object): Session {
  // Drizzle keeps the session that runs every query of a handle internal; the tests of this module fail if it moves.
  const session: unknown = Reflect.get(db, 'session');
  const usable =
    typeof session === 'object' &&
    session !== null &&
    typeof Reflect.get(session, 'transaction') === 'function' &&
    typeof Reflect.get(session, 'prepareQuery') === 'function';
  if (!usable) throw new Error('This database handle has no session to follow');
  return session as Session;
}

/**
 * Follows the transactions opened on a Drizzle handle, for `whenTransactionEnds`. With `guard` (tests and
 * development), a query on the handle, or a new transaction on it, from inside one of its open transactions throws
 * OuterHandleInTransactionError instead of hanging (PGlite) or escaping the transaction (PostgreSQL). The guard costs
 * an async context per transaction and a lookup per query, so production leaves it off.
 */
export function followTransactions(db: object, options: { guard: boolean }) {
  const session = sessionOf(db);
  const inside = new AsyncLocalStorage<Inside>();
  const refuseInside = () => {
    if (inside.getStore()?.open) throw new OuterHandleInTransactionError();
  };

  const transaction = session.transaction.bind(session);
  session.transaction = async (run, config) => {
    if (options.guard) refuseInside();
    const state: Inside = { open: true };
    const ended: (() => void)[] = [];
    try {
      return await transaction((tx) => {
        endings.set(tx, ended);
        return options.guard ? inside.run(state, () => run(tx)) : run(tx);
      }, config);
    } finally {
      state.open = false;
      for (const done of ended) done();
    }
  };

  if (options.guard) {
    guards.set(db, refuseInside);
    const prepareQuery = session.prepareQuery.bind(session);
    session.prepareQuery = (...args) => {
      refuseInside();
      return prepareQuery(...args);
    };
  }
}

/**
 * A query prepared once on the handle `db`, at its first use (not per request), still refused inside one of the
 * handle's own transactions where the guard is on: the guard otherwise sees only queries built there.
 */
export function preparedOn<Q extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  db: object,
  prepare: () => Q,
): Pick<Q, 'execute'> {
  let query: Q | undefined;
  return {
    execute: ((values?: Record<string, unknown>) => {
      guards.get(db)?.();
      query ??= prepare();
      return query.execute(values);
    }) as Q['execute'],
  };
}
