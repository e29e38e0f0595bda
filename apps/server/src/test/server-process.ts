import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { testCatalogDir } from './test-catalog.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

// A test that fails half-way must not leave its servers holding their ports.
const alive = new Set<ChildProcess>();
afterAll(() => {
  for (const child of alive) child.kill('SIGKILL');
});

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the server said it is serving. */
  serving: () => Promise<void>;
};

/** The store's server as an operator starts it, on `port`, with the test catalog as its demo catalog. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_CATALOG_DIR: testCatalogDir, PORT: String(port), ...env },
  });
  alive.add(child);
  child.on('exit', () => alive.delete(child));
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  let ended = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  void exited.then(() => (ended = true));
  return {
    child,
    port,
    output: () => output,
    exited,
    serving: async () => {
      await until(() => ended || output.includes('is serving'), `the server on port ${port}`);
      if (!output.includes('is serving')) throw new Error(`The server on port ${port} ended:\n${output}`);
    },
  };
}

export async function until(check: () => boolean, what: string, ms = 150_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Cookie = { name: string; value: string; path?: string };

/** The parts of a Set-Cookie line the test visitor keeps. */
function cookieOf(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const path = attributes.map((part) => part.trim()).find((part) => /^path=/i.test(part));
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), path: path?.slice(5) };
}

/**
 * Running servers as test/visitor.ts drives an app: each request goes over HTTP to the next server in turn (a load
 * balancer without affinity). The client address cannot be chosen over a real socket: every request is loopback's.
 */
export function roundRobin(servers: () => { port: number }[]) {
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  function inject(options: InjectOptions) {
    const all = servers();
    const { port } = all[turn++ % all.length] ?? { port: 0 };
    const cookies = Object.entries((options.cookies ?? {}) as Record<string, string>);
    const payload = options.payload === undefined ? undefined : JSON.stringify(options.payload);
    const headers = {
      ...(options.headers as Record<string, string>),
      ...(cookies.length ? { cookie: cookies.map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, agent, method: options.method, path: options.url as string, headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (body += chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              body,
              json: () => JSON.parse(body),
              cookies: (response.headers['set-cookie'] ?? []).map(cookieOf),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
  // The visitor needs `inject` only.
  return { app: { inject } as unknown as FastifyInstance, close: () => agent.destroy() };
}
