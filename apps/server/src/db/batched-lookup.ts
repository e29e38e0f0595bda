type Waiting<R> = { resolve: (rows: R[]) => void; reject: (error: unknown) => void; promise: Promise<R[]> };

/**
 * Look-ups by key asked for in the same turn of the event loop, answered by one statement: under load the requests
 * read together share one round trip to the database instead of sending one each. Each key gets its own rows, in the
 * order the statement returned them; a failed statement fails every look-up it answered.
 */
export function batchedLookup<R>(lookUp: (keys: string[]) => Promise<R[]>, keyOf: (row: R) => string) {
  let batch: Map<string, Waiting<R>> | undefined;

  async function send(keys: Map<string, Waiting<R>>) {
    try {
      const rows = await lookUp([...keys.keys()]);
      const byKey = new Map<string, R[]>();
      for (const row of rows) {
        const key = keyOf(row);
        const list = byKey.get(key);
        if (list) list.push(row);
        else byKey.set(key, [row]);
      }
      for (const [key, waiting] of keys) waiting.resolve(byKey.get(key) ?? []);
    } catch (error) {
      for (const waiting of keys.values()) waiting.reject(error);
    }
  }

  return (key: string): Promise<R[]> => {
    if (!batch) {
      const current = new Map<string, Waiting<R>>();
      batch = current;
      setImmediate(() => {
        batch = undefined;
        void send(current);
      });
    }
    let waiting = batch.get(key);
    if (!waiting) {
      let resolve!: Waiting<R>['resolve'];
      let reject!: Waiting<R>['reject'];
      const promise = new Promise<R[]>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      waiting = { resolve, reject, promise };
      batch.set(key, waiting);
    }
    return waiting.promise;
  };
}
