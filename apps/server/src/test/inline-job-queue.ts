import { type JobHandler, type JobName, type JobQueue, type Jobs, jobPolicies } from '../jobs/job-queue.ts';

type Pending = { [N in JobName]: { name: N; data: Jobs[N] } }[JobName];

/**
 * Jobs in the test's own hands: `send` only records them (even inside a transaction that later rolls back), and
 * `drain()` runs them one by one, each retried at once as often as its policy allows. The real queue's own
 * behaviour (transactions, waits, backoff) is tested on pg-boss itself.
 */
export function createInlineJobQueue() {
  const pending: Pending[] = [];
  const handlers = new Map<JobName, JobHandler<JobName>>();

  return {
    async send<N extends JobName>(name: N, data: Jobs[N]) {
      pending.push({ name, data } as Pending);
    },

    async work<N extends JobName>(name: N, handler: JobHandler<N>) {
      handlers.set(name, handler as JobHandler<JobName>);
    },

    /** Runs every job sent so far (and any they send); answers how many tries failed. */
    async drain() {
      let failures = 0;
      for (let job = pending.shift(); job; job = pending.shift()) {
        const handler = handlers.get(job.name);
        if (!handler) throw new Error(`No worker for ${job.name}`);
        const { attempts } = jobPolicies[job.name];
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            await handler(job.data, { attempt, lastAttempt: attempt === attempts });
            break;
          } catch {
            failures++;
          }
        }
      }
      return failures;
    },
  } satisfies JobQueue & { drain(): Promise<number> };
}

export type InlineJobQueue = ReturnType<typeof createInlineJobQueue>;
