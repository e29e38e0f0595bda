import { Worker } from 'node:worker_threads';

export type LoadSettings = { connections: number; seconds: number; warmupSeconds: number };

/** A number in a numbered step's body, sent as 1, 2, 3… by each connection. */
export const SEQUENCE = 987_654_321;

/** `numbered`: the body's SEQUENCE counts up, so each request is newer than the last (a draft's revision). */
export type LoadStep = { method: 'GET' | 'POST'; path: string; body?: string; numbered?: boolean };

/**
 * One visitor: the headers that carry its session and the requests it sends in turn, again and again. Connection i
 * is clients[i % clients.length].
 */
export type LoadClient = { headers: Record<string, string>; steps: LoadStep[] };

export type LoadTarget = { clients: LoadClient[] };

export type Figures = { p50Ms: number; p99Ms: number; requestsPerSecond: number; requests: number };

export type LoadResult = Figures & {
  url: string;
  errors: number;
  non2xx: number;
  /** The figures of each step alone, when the clients send more than one request in turn. */
  steps: Figures[];
};

/** One GET that needs no session. */
export const anonymousGet = (path: string): LoadTarget => ({
  clients: [{ headers: {}, steps: [{ method: 'GET', path }] }],
});

/** The worker is TypeScript: Node 20's workers do not inherit tsx's loader, so it is imported through tsx's API. */
const workerBoot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

/** Warms up, then loads a store at `origin` for a fixed time with autocannon, from a worker thread (load-worker.ts). */
export function load(origin: string, settings: LoadSettings, target: LoadTarget) {
  return new Promise<LoadResult>((done, fail) => {
    const worker = new Worker(workerBoot, { eval: true, workerData: { origin, ...target, ...settings } });
    const url = origin + (target.clients[0]?.steps[0]?.path ?? '/');
    worker.once('message', (figures: Omit<LoadResult, 'url'>) => done({ url, ...figures }));
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the load worker exited with ${code} before reporting`)));
  });
}
