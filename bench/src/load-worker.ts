/**
 * Runs in its own thread so the load generator does not share the server's event loop. Latencies are
 * collected here, to 0.01 ms (autocannon's own histogram keeps whole milliseconds), and so is the count:
 * inside a worker thread autocannon returns its per-worker, not-yet-aggregated result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadRequest, LoadSettings } from './load.ts';

type Job = LoadRequest & LoadSettings & { url: string };

const fire = (job: Job, seconds: number, latencies: number[] = []) =>
  new Promise<autocannon.Result>((done, fail) => {
    let nextClient = 0;
    const instance = autocannon(
      {
        url: job.url,
        method: job.method,
        connections: job.connections,
        duration: seconds,
        setupClient: (client) => {
          const visitor = job.clients[nextClient++ % job.clients.length];
          if (visitor) client.setHeadersAndBody(visitor.headers, visitor.body);
        },
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

/** The q-quantile (nearest rank) of ascending values, in ms to 0.01. */
const quantile = (sorted: Float64Array, q: number) =>
  Math.round((sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0) * 100) / 100;

const job = workerData as Job;
await fire(job, job.warmupSeconds);
const latencies: number[] = [];
const result = await fire(job, job.seconds, latencies);
const sorted = Float64Array.from(latencies).sort();
parentPort?.postMessage({
  p50Ms: quantile(sorted, 0.5),
  p99Ms: quantile(sorted, 0.99),
  requestsPerSecond: Math.round(latencies.length / job.seconds),
  requests: latencies.length,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});
