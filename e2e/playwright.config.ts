import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
// Runs on different ports may share the working tree: each keeps its own database and results.
const dataDir = `.tmp/e2e-data-${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Journeys run in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './journeys',
  outputDir: `../.tmp/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/server.ts`,
    cwd: repoRoot,
    url: `http://localhost:${port}/healthz`,
    // A quote's reminder 15 s after it is sent: soon enough for a journey, late enough to decline first (cart-quote).
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', QUOTE_REMINDER_DELAYS: '15' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
