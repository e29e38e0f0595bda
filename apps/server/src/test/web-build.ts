import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testCipher } from './test-database.ts';

/**
 * The app on the test catalog, serving a small web build the test writes (paths under the build folder, and their
 * contents; `renderer` names the one that renders pages); the folder is removed after the file's tests. Read `app`
 * and `database` inside a test.
 */
export function useWebBuild(
  files: Record<string, string | Buffer>,
  options: {
    trustProxy?: boolean;
    demoMode?: boolean /** The renderer's path among the files. */;
    renderer?: string;
  } = {},
) {
  const served = {} as { app: FastifyInstance; database: Database };
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(webDist, path)), { recursive: true });
      writeFileSync(join(webDist, path), body);
    }
    served.database = await openTestDatabase('catalog');
    served.app = await buildApp({
      database: served.database,
      webDist,
      webRenderer: options.renderer && join(webDist, options.renderer),
      demoMode: options.demoMode,
      cipher: testCipher(),
      catalogCheckEveryMs: 0,
      trustProxy: options.trustProxy,
    });
  });
  afterAll(async () => {
    await served.app.close();
    await served.database.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  return served;
}
