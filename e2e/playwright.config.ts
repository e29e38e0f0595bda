import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 3100);
/**
 * Workers run journeys side by side, each against its own server on firstPort + its index (fixtures.ts). One by
 * default: on two cores, two browsers each took more than twice as long, and timed journeys missed their marks.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A store of its own per worker: its own database, mailbox and per-address limits, so journeys side by side never
 * see each other's codes, mail or lockouts. Runs on different ports may share the working tree.
 */
function serverOn(port: number) {
  const dataDir = `.tmp/e2e-data-${port}`;
  return {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/server.ts`,
    cwd: repoRoot,
    url: `http://localhost:${port}/healthz`,
    // A quote's reminder 15 s after it is sent: soon enough for a journey, late enough to decline first (cart-quote).
    // X-Forwarded-For from this machine is believed, so a journey can be another client (a lockout of its own).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      QUOTE_REMINDER_DELAYS: '15',
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  };
}

/** Journeys run in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './journeys',
  outputDir: `../.tmp/test-results-${firstPort}`,
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // As a person who asked for less motion: dialogs open at once instead of after their transition.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => serverOn(firstPort + index)),
});
