import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, serverDist } from '../../apps/server/build.ts';

/** Milliseconds from spawning the compiled server to its first 200 from /healthz. */
export type StartupResult = { freshMs: number; restartMs: number };

/**
 * The production start (`node apps/server/dist/server.js`, built first) on the embedded database: once on a fresh data
 * folder, where it migrates and loads the demo catalog, then again on the same folder, as a restart finds it.
 * `npm run startup -w bench` runs it alone.
 */
export async function measureStartup(): Promise<StartupResult> {
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    const freshMs = await timeToHealthy(dataDir);
    const restartMs = await timeToHealthy(dataDir);
    return { freshMs, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeToHealthy(dataDir: string) {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [join(serverDist, 'server.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await untilHealthy(port, child);
    return Math.round(performance.now() - start);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function untilHealthy(port: number, child: ChildProcess) {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
