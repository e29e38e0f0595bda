import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverDist } from '../../apps/server/build.ts';
import { anonymousGet, type Figures, type LoadResult, type LoadSettings, type LoadTarget, load } from './load.ts';
import { openScratchPostgres } from './servers.ts';
import { freePort, untilHealthy } from './startup.ts';
import { sessionCalls } from './write-calls.ts';

/** One call loaded on one instance, then on two sharing the same connections between them. */
/** `failed`: requests of both runs answered with an error or not at all; the figures mean little unless it is 0. */
export type InstancesRun = { call: string; one: Figures; two: Figures; failed: number };
export type InstancesResult = { runs: InstancesRun[] };

const measured: { call: string; prepare: (origin: string) => Promise<LoadTarget> }[] = [
  { call: 'get-featured-plans (anonymous read)', prepare: async () => anonymousGet('/api/v1/get-featured-plans') },
  ...sessionCalls.filter((call) => call.call.startsWith('add-plan-to-cart')),
];

/**
 * The compiled server (`node apps/server/dist/server.js`), started twice together on one scratch PostgreSQL
 * database. Each call is loaded on the first instance alone, then with the same connections split between both:
 * sessions live in the database, so a visitor prepared on one instance is served by the other.
 */
export async function measureInstances(postgresUrl: string, settings: LoadSettings): Promise<InstancesResult> {
  await buildServer();
  const database = await openScratchPostgres(postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-instances-'));
  const dataKey = randomBytes(32).toString('base64');
  const children: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const env = { DATABASE_URL: database.url, DATA_KEY: dataKey, DATA_DIR: dataDir, PORT: String(port) };
      children.push(
        spawn(process.execPath, [join(serverDist, 'server.js')], {
          env: { ...process.env, LOG_LEVEL: 'warn', ...env },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    await Promise.all(ports.map((port, index) => untilHealthy(port, children[index] as ChildProcess)));
    const [first = '', second = ''] = ports.map((port) => `http://127.0.0.1:${port}`);
    const half = { ...settings, connections: Math.ceil(settings.connections / 2) };
    const runs: InstancesRun[] = [];
    for (const { call, prepare } of measured) {
      console.log(`Loading ${call} on one instance, then on two…`);
      const one = await load(first, settings, await prepare(first));
      // Each visitor on one instance only, as one browser sends one request at a time.
      const { clients, ...target } = await prepare(first);
      const split =
        clients.length > 1 ? [clients.slice(0, half.connections), clients.slice(half.connections)] : [clients, clients];
      const both = await Promise.all(
        [first, second].map((origin, index) => load(origin, half, { ...target, clients: split[index] ?? clients })),
      );
      const failed = [one, ...both].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
      runs.push({ call, one, two: combined(both), failed });
    }
    return { runs };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => new Promise((done) => child.exitCode !== null || child.on('exit', done))),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await database.close();
  }
}

/** Two loads run side by side: their throughput adds up; p50 is weighted by requests, and p99 is the worse one. */
function combined(results: LoadResult[]): Figures {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  return {
    requests,
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    p50Ms: results.reduce((sum, result) => sum + result.p50Ms * result.requests, 0) / Math.max(requests, 1),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
  };
}
