import { setTimeout as delay, setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, SqlExecutor } from '../db/client.ts';
import { type JobName, type JobQueue, jobPolicies, type RetryPolicy } from './job-queue.ts';
import { transactionExecutor } from './transaction-executor.ts';

export type PgBossQueueOptions = {
  connection: Database['jobConnection'];
  /**
   * How often an idle worker asks for work. On PGlite every query shares the one connection with the requests,
   * so workers poll calmly and take one job at a time.
   */
  pollingSeconds?: number;
  /** Tests shorten the waits between retries. */
  policies?: Partial<Record<JobName, RetryPolicy>>;
  /** The queue's own failures (a lost connection, a failed maintenance run); a job's failure is stored with the job. */
  onError: (error: Error) => void;
};

export type PgBossQueue = JobQueue &
  Required<Pick<JobQueue, 'waiting'>> & {
    /** Stops fetching, lets running jobs finish (up to a few seconds), and closes the queue's own connections. */
    stop(): Promise<void>;
  };

type QueueOptions = Parameters<PgBoss['createQueue']>[1] & {};

/**
 * Instances started together on a new database create the same queues at once: PostgreSQL may end one of them as
 * a deadlock's victim (40P01), and that one tries again instead of failing the start.
 */
async function settleQueue(boss: PgBoss, name: string, queue: QueueOptions) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

/** The longest `stop` waits, past pg-boss's own stop, for what the queue still has under way. */
const SETTLE_MS = 10_000;

/** An executor that counts its statements under way, and how its connection ends. */
function counted(executor: SqlExecutor, end: () => Promise<void>) {
  let running = 0;
  return {
    running: () => running,
    executor: {
      async executeSql(text, values) {
        running++;
        try {
          return await executor.executeSql(text, values);
        } finally {
          running--;
        }
      },
    } satisfies SqlExecutor,
    end,
  };
}

/** The queue's connection: on PostgreSQL a pool of its own; on PGlite the store's own client, which the store closes. */
export function queueConnection(connection: Database['jobConnection'], onError: (error: Error) => void) {
  if (!('connectionString' in connection)) return counted(connection.executor, async () => {});
  const pool = new pg.Pool({
    connectionString: connection.connectionString,
    max: 4,
    application_name: 'openenroll-jobs',
  });
  pool.on('error', onError);
  return counted({ executeSql: (text, values) => pool.query(text, values) }, () => pool.end());
}

/** The job queue on the store's own database (schema `pgboss`): jobs survive restarts and retry with backoff. */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<PgBossQueue> {
  const pollingSeconds = options.pollingSeconds ?? 1;
  const statements = queueConnection(options.connection, options.onError);
  let handling = 0;
  const boss = new PgBoss({
    db: statements.executor,
    schema: 'pgboss',
    // No cron schedules yet: this also spares PGlite the clock and schedule polling.
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();

  const policies = { ...jobPolicies, ...options.policies };
  for (const [name, policy] of Object.entries(policies)) {
    const queue = {
      name,
      retryLimit: policy.attempts - 1,
      retryDelay: policy.delaySeconds,
      retryBackoff: policy.backoff,
      expireInSeconds: policy.expireSeconds,
    };
    await settleQueue(boss, name, queue);
  }

  return {
    async send(name, data, sendOptions = {}) {
      const db = sendOptions.tx ? transactionExecutor(sendOptions.tx) : undefined;
      const { debounceSeconds } = sendOptions;
      const id = await boss.send(name, data, {
        ...(db ? { db } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(debounceSeconds ? { singletonKey: name, singletonSeconds: debounceSeconds, singletonNextSlot: true } : {}),
      });
      // A debounced send finds both windows taken when a job is already queued for the next: merged, not lost.
      if (!id && !debounceSeconds) throw new Error(`The ${name} job could not be queued`);
    },

    async work(name, handler) {
      const workOptions = { pollingIntervalSeconds: pollingSeconds, batchSize: 1, includeMetadata: true as const };
      await boss.work<Parameters<typeof handler>[0]>(name, workOptions, async ([job]) => {
        if (!job) return;
        handling++;
        try {
          await handler(job.data, { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
        } finally {
          handling--;
        }
      });
    },

    async waiting() {
      // Due jobs only (pg-boss's own index covers this): a reminder set for next week is not a backlog.
      const { rows } = (await boss
        .getDb()
        .executeSql(
          "select name, count(*)::int as waiting from pgboss.job where state < 'active' and start_after < now() group by name",
          [],
        )) as { rows: { name: string; waiting: number }[] };
      const counts: Partial<Record<JobName, number>> = {};
      for (const name of Object.keys(policies) as JobName[]) counts[name] = 0;
      for (const row of rows) if (row.name in counts) counts[row.name as JobName] = row.waiting;
      return counts;
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      // pg-boss's stop does not wait for a fetch under way: the jobs it brings back would run, and their end be written,
      // after the connection closed, and that write's failure would end the process. Both are waited for here.
      const idle = () => statements.running() === 0 && handling === 0;
      for (const deadline = Date.now() + SETTLE_MS; Date.now() < deadline; await delay(20)) {
        if (!idle()) continue;
        await turnOfTheEventLoop();
        if (idle()) break;
      }
      await statements.end();
    },
  };
}
