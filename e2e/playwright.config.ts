import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Journeys run in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './journeys',
  outputDir: '../.tmp/test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
    command: 'rm -rf .tmp/e2e-data && node --import tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `http://localhost:${port}/healthz`,
    env: { PORT: String(port), DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
