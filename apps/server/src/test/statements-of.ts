import pg from 'pg';

/** The statements PostgreSQL is sent while `run` runs. */
export async function statementsOf(run: () => Promise<unknown>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    sent.push(typeof config === 'string' ? config : ((config as { text?: string }).text ?? ''));
    return (query as (...inner: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}
