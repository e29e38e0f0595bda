import {
  type JobHandler,
  type JobName,
  type JobQueue,
  type Jobs,
  jobPolicies,
  type SendOptions,
} from '../jobs/job-queue.ts';

type Pending = { [N in JobName]: { name: N; data: Jobs[N]; startAfterSeconds?: number } }[JobName];

/**
 * Jobs in the test's own hands: `send` only records them (even inside a transaction that later rolls back), and
 * `drain()` runs them one by one, each retried at once as often as its policy allows, whatever delay they were sent
 * with (`queued()` shows it). The real queue's own
 * behaviour (transactions, waits, backoff) is tested on pg-boss itself.
 */
export function createInlineJobQueue() {
  const pending: Pending[] = [];
  const handlers = new Map<JobName, JobHandler<JobName>>();

  return {
    async send<N extends JobName>(name: N, data: Jobs[N], options: SendOptions = {}) {
      const delay = options.startAfterSeconds === undefined ? {} : { startAfterSeconds: options.startAfterSeconds };
      // A debounced job already waiting takes the new send in.
      if (options.debounceSeconds && pending.some((job) => job.name === name)) return;
      pending.push({ name, data, ...delay } as Pending);
    },

    /** The jobs sent and not yet run, oldest first. */
    queued(): readonly Pending[] {
      return [...pending];
    },

    async waiting() {
      const counts: Partial<Record<JobName, number>> = {};
      for (const job of pending) counts[job.name] = (counts[job.name] ?? 0) + 1;
      return counts;
    },

    async work<N extends JobName>(name: N, handler: JobHandler<N>) {
      handlers.set(name, handler as JobHandler<JobName>);
    },

    /** Runs every job sent so far (and any they send), or only those named `only`; answers how many tries failed. */
    async drain(only?: JobName) {
      let failures = 0;
      const next = () => {
        const index = pending.findIndex((job) => only === undefined || job.name === only);
        return index < 0 ? undefined : pending.splice(index, 1)[0];
      };
      for (let job = next(); job; job = next()) {
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
  } satisfies JobQueue & { queued(): readonly Pending[]; drain(only?: JobName): Promise<number> };
}

export type InlineJobQueue = ReturnType<typeof createInlineJobQueue>;
