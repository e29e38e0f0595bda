import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { JobName } from '../jobs/job-queue.ts';

type Deps = {
  database: Pick<Database, 'poolStats'>;
  /** How many jobs of each name wait to run; read when the metrics are scraped. */
  jobsWaiting?: () => Promise<Partial<Record<JobName, number>>>;
  /** The process's own metrics (CPU, memory, event loop, GC): their observers live as long as the process. */
  processMetrics?: boolean;
};

/**
 * What `/metrics` shows, in a registry of this app's own: tests build many apps in one process. Labels name routes,
 * jobs and channels, never an id or anything a visitor typed.
 */
export function createStoreMetrics(deps: Deps) {
  const registry = new Registry();
  if (deps.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const jobFailures = new Counter({
    name: 'openenroll_job_failures_total',
    help: 'Failed tries of background jobs, by job; final="true" when no try is left.',
    labelNames: ['job', 'final'] as const,
    registers: [registry],
  });

  const deliveries = new Counter({
    name: 'openenroll_messages_total',
    help: 'E-mail and text messages handed to their transport (outcome="sent") or refused by it (outcome="failed").',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });

  const { jobsWaiting } = deps;
  if (jobsWaiting) {
    new Gauge({
      name: 'openenroll_jobs_waiting',
      help: 'Background jobs queued or waiting to retry, by job.',
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const [job, count] of Object.entries(await jobsWaiting())) this.set({ job }, count);
      },
    });
  }

  const { poolStats } = deps.database;
  if (poolStats) {
    new Gauge({
      name: 'openenroll_db_pool_clients',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, count] of Object.entries(poolStats())) this.set({ state }, count);
      },
    });
  }

  return { registry, requests, jobFailures, deliveries };
}

export type StoreMetrics = ReturnType<typeof createStoreMetrics>;
