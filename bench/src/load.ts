import { Worker } from 'node:worker_threads';

export type LoadSettings = { connections: number; seconds: number; warmupSeconds: number };

/** A POST each connection sends as its own visitor: connection i takes clients[i % clients.length]. */
export type LoadRequest = {
  method: 'GET' | 'POST';
  clients: { headers: Record<string, string>; body?: string }[];
};

export type LoadResult = {
  url: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
};

/** The worker is TypeScript: Node 20's workers do not inherit tsx's loader, so it is imported through tsx's API. */
const workerBoot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

/** Warms up, then loads one URL for a fixed time with autocannon, from a worker thread (see load-worker.ts). */
export function load(
  url: string,
  settings: LoadSettings,
  request: LoadRequest = { method: 'GET', clients: [{ headers: {} }] },
) {
  return new Promise<LoadResult>((done, fail) => {
    const worker = new Worker(workerBoot, { eval: true, workerData: { url, ...request, ...settings } });
    worker.once('message', (figures: Omit<LoadResult, 'url'>) => done({ url, ...figures }));
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the load worker exited with ${code} before reporting`)));
  });
}
