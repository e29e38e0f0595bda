type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Writes asked for in the same turn of the event loop, sent as one statement: under load the requests that write
 * together share one round trip instead of sending one each. `writeAll` answers each item's result in the items'
 * order. A failed statement is sent again item by item, so one item's failure (its row gone meanwhile, say) fails
 * only its own write.
 */
export function batchedWrite<I, R>(writeAll: (items: I[]) => Promise<R[]>) {
  let batch: Waiting<I, R>[] | undefined;

  async function writeOne({ item, resolve, reject }: Waiting<I, R>) {
    try {
      const [result] = await writeAll([item]);
      resolve(result as R);
    } catch (error) {
      reject(error);
    }
  }

  async function send(waiting: Waiting<I, R>[]) {
    if (waiting.length === 1) return writeOne(waiting[0] as Waiting<I, R>);
    let results: R[];
    try {
      results = await writeAll(waiting.map(({ item }) => item));
    } catch {
      await Promise.all(waiting.map(writeOne));
      return;
    }
    for (const [index, { resolve }] of waiting.entries()) resolve(results[index] as R);
  }

  return (item: I): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      if (!batch) {
        const current: Waiting<I, R>[] = [];
        batch = current;
        setImmediate(() => {
          batch = undefined;
          void send(current);
        });
      }
      batch.push({ item, resolve, reject });
    });
}
