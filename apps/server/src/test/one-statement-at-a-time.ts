/**
 * A PostgreSQL connection runs one statement at a time: pg queues a second one sent while the first runs (and will
 * refuse it from pg 9), and inside a transaction that order is nobody's choice. Tests make it an error.
 */
import pg from 'pg';

type Busy = { _activeQuery: unknown; _queryQueue: unknown[] };
const guarded = Symbol.for('openenroll.oneStatementAtATime');
const prototype = pg.Client.prototype as pg.Client & { [guarded]?: true };

if (!prototype[guarded]) {
  const query = prototype.query;
  prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) {
      throw new Error('A statement was sent on a PostgreSQL connection still running another: await each in turn.');
    }
    return (query as (...inner: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  prototype[guarded] = true;
}
