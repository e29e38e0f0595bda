/**
 * Runs in its own thread so the load generator does not share the server's event loop. Latencies are
 * collected here, to 0.01 ms (autocannon's own histogram keeps whole milliseconds), and so is the count:
 * inside a worker thread autocannon returns its per-worker, not-yet-aggregated result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { type Figures, type LoadSettings, type LoadStep, type LoadTarget, SEQUENCE } from './load.ts';

type Job = LoadTarget & LoadSettings & { origin: string };

/** Each step's latencies: a connection sends its visitor's steps in turn from its first, so its answers follow in order. */
const fire = (job: Job, seconds: number, latencies: number[][] = []) =>
  new Promise<autocannon.Result>((done, fail) => {
    let nextClient = 0;
    const answered = new Map<object, number>();
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        duration: seconds,
        setupClient: (client) => {
          const index = nextClient++;
          const visitor = job.clients[index % job.clients.length];
          if (visitor) client.setRequests(visitor.steps.map((step) => request(step, visitor.headers)));
        },
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('response', (client, _status, _bytes, responseTime) => {
      const count = answered.get(client) ?? 0;
      answered.set(client, count + 1);
      const step = count % (job.clients[0]?.steps.length ?? 1);
      const list = latencies[step] ?? [];
      latencies[step] = list;
      list.push(responseTime);
    });
  });

/** One count for the whole run, warm-up included, so each connection's numbers only ever grow. */
let sequence = 0;

/** A numbered step's body is made again for each request: its SEQUENCE becomes the next number. */
function request({ numbered, ...step }: LoadStep, headers: Record<string, string>) {
  if (!numbered || !step.body) return { ...step, headers };
  const [before, after] = step.body.split(String(SEQUENCE));
  return {
    ...step,
    headers,
    setupRequest: (sending: object) => ({ ...sending, body: `${before}${++sequence}${after}` }),
  };
}

/** The q-quantile (nearest rank) of ascending values, in ms to 0.01. */
const quantile = (sorted: Float64Array, q: number) =>
  Math.round((sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0) * 100) / 100;

const figures = (latencies: number[], seconds: number): Figures => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    requestsPerSecond: Math.round(latencies.length / seconds),
    requests: latencies.length,
  };
};

const job = workerData as Job;
await fire(job, job.warmupSeconds);
const latencies: number[][] = [];
const result = await fire(job, job.seconds, latencies);
parentPort?.postMessage({
  ...figures(latencies.flat(), job.seconds),
  steps: latencies.map((step) => figures(step, job.seconds)),
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});
