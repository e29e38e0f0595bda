/**
 * Where one call's time goes: `npm run profile -w bench -- <call> [seconds]` on a store like the bench's (PostgreSQL
 * when TEST_DATABASE_URL or BENCH_DATABASE_URL is set, else in-memory PGlite). Prints the SQL one request sends, then
 * loads the call at 50 connections under the CPU profiler and prints where the server's thread spent its time.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load, SEQUENCE } from './load.ts';
import { HISTORY_CARTS } from './recommendation-session.ts';
import { startStore } from './servers.ts';
import { sessionCalls } from './write-calls.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const [name = '', seconds = '5'] = process.argv.slice(2);
const call = sessionCalls.find((candidate) => candidate.call.startsWith(name));
if (!call) {
  console.error(`Which call? One of: ${sessionCalls.map((candidate) => candidate.call).join(', ')}`);
  process.exit(2);
}

/** Every statement a PostgreSQL connection sends, while `recording` holds a list. */
let recording: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config] = args;
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
  if (recording && text) recording.push(text.replace(/\s+/g, ' ').slice(0, 160));
  return (query as (...inner: unknown[]) => unknown).apply(this, args);
} as typeof query;

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const store = await startStore({
  postgresUrl,
  folders: [join(repoRoot, 'catalog')],
  webDist: join(repoRoot, 'apps/web/dist'),
  historyCarts: HISTORY_CARTS,
});
try {
  const target = await call.prepare(store.origin);
  const [first] = target.clients;
  if (!first) throw new Error('nothing to send');
  if (postgresUrl) {
    for (const step of first.steps) {
      recording = [];
      const body = step.body?.replace(String(SEQUENCE), '1');
      const response = await fetch(store.origin + step.path, { method: step.method, headers: first.headers, body });
      console.log(`\n${step.path}: ${response.status}, ${recording.length} statements to PostgreSQL:`);
      for (const text of recording) console.log(`  ${text}`);
      recording = null;
    }
  }

  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.post('Profiler.start');
  const result = await load(store.origin, { connections: 50, seconds: Number(seconds), warmupSeconds: 1 }, target);
  const { profile } = await profiler.post('Profiler.stop');
  console.log(`\n${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  for (const [index, figures] of result.steps.entries()) {
    const { requestsPerSecond, p50Ms, p99Ms } = figures;
    console.log(`  ${call.steps?.[index] ?? call.call}: ${requestsPerSecond} req/s, p50 ${p50Ms} ms, p99 ${p99Ms} ms`);
  }
  printProfile(profile);
  const file = join(repoRoot, 'bench/results/profile.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nThe whole profile (for Chromium's DevTools, Performance tab): ${file}`);
} finally {
  await store.close();
}

/** Self time by function and by where its code lives (a package, or the store's own folder). */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples?.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const place = placeOf(frame.url);
    const where = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    functions.set(where, (functions.get(where) ?? 0) + ms);
    places.set(place, (places.get(place) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([label, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${label}`)
      .join('\n');
  console.log(`\nThe server's thread, by place:\n${top(places, 20)}\n\nBy function:\n${top(functions, 30)}`);
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };

function placeOf(url: string) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [scope = '', pkg = ''] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${pkg}` : scope;
  }
  const own = url.indexOf('/src/');
  return own === -1 ? url.replace(/^node:/, 'node:') : url.slice(url.lastIndexOf('/', own - 1) + 1);
}
