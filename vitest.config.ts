import { defineConfig } from 'vitest/config';
import { formsDrawnOnce } from './apps/web/forms-drawn-once.ts';
import { linguiCatalogs } from './apps/web/lingui-catalogs.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Forms as the build has them (react-hook-form passed through the build's plugin, not loaded by Node as it is).
        plugins: [linguiCatalogs(), formsDrawnOnce()],
        test: {
          name: 'dom',
          server: { deps: { inline: ['react-hook-form'] } },
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/shared/testing/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // The migrated database with the test catalog is built once per run; each file opens a copy.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Files share a worker's loaded modules (PGlite's compiled WebAssembly among them): each still builds its own
          // app on its own database, and the server keeps no state in modules beyond caches keyed by database handle.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      reportsDirectory: '.tmp/coverage',
      include: ['packages/*/src/**', 'apps/*/src/**'],
      reporter: ['text-summary', 'html'],
    },
  },
});
