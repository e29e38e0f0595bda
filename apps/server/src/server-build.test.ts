import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverDist } from '../build.ts';
import { testCatalogDir } from './test/test-catalog.ts';

// A test that fails half-way must not leave its server holding a port for the next run.
const alive = new Set<ChildProcess>();
afterAll(() => {
  for (const child of alive) child.kill('SIGKILL');
});

/** One of the build's scripts under plain `node`: no TypeScript loader. */
function run(script: string, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, [join(serverDist, script)], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_CATALOG_DIR: testCatalogDir, DATABASE_URL: '', ...env },
  });
  alive.add(child);
  child.on('exit', () => alive.delete(child));
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.on('exit', resolve)),
  };
}

async function healthOf(port: number, ms = 75_000) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from /healthz on port ${port}`);
}

// One embedded database run is enough: the build is the same on either database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    dataDirs.push(dir);
    return dir;
  };
  beforeAll(() => buildServer());
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts under plain node on a fresh data folder: migrates, loads the catalog, answers', async () => {
    const server = run('server.js', { DATA_DIR: freshDataDir(), PORT: '3198' });
    expect(await healthOf(3198)).toEqual({ status: 'ok', database: 'pglite' });
    expect(server.output()).toContain('Loaded the demo catalog');
    // The contract's schemas are in the bundle: a call's answer passes through them.
    const featured = await fetch('http://127.0.0.1:3198/api/v1/get-featured-plans');
    expect(((await featured.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('migrates as a step, once, then serves with MIGRATE_ON_START=false', async () => {
    const dataDir = freshDataDir();
    const first = run('migrate.js', { DATA_DIR: dataDir });
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/^Applied \d+ migration\(s\)/);
    const again = run('migrate.js', { DATA_DIR: dataDir });
    expect(await again.exited).toBe(0);
    expect(again.output()).toMatch(/^Nothing to apply/);
    const server = run('server.js', { DATA_DIR: dataDir, PORT: '3199', MIGRATE_ON_START: 'false' });
    expect(await healthOf(3199)).toEqual({ status: 'ok', database: 'pglite' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
