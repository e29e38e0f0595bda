import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { evaluatedInSlices } from './evaluated-in-slices.ts';
import { formsDrawnOnce } from './forms-drawn-once.ts';
import { linguiCatalogs } from './lingui-catalogs.ts';
import { precompress } from './precompress.ts';
import { stableMantineIds } from './stable-mantine-ids.ts';
import { arrivalGroups, startChunk, startGroups } from './start-chunk.ts';

const server = 'http://localhost:3000';
const html = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * React Router names only its development build in its package's exports (its production build differs by one flag:
 * its warnings to developers). The browser's build takes the production one; the server's build leaves React Router
 * to Node, one copy for the server's code and the pages it draws.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

const start = [...startGroups(html), startChunk];
const page = (name: string, ...paths: string[]) => ({
  name,
  page: paths.map((path) => fileURLToPath(new URL(`./src/features/${path}`, import.meta.url))),
});
const arrivals = arrivalGroups(
  [
    page('landing', 'landing/landing-page.tsx'),
    page('plans', 'plans/plans-page.tsx'),
    page('plan', 'plans/plan-detail-page.tsx'),
    page('cart', 'cart/cart-page.tsx'),
    // The wizard's frame, by the name bench/src/wizard-chunks.ts knows it by, then what every step's page is made of;
    // each step stays a chunk of its own.
    page('wizard-routes', 'wizard/wizard-routes.tsx'),
    page(
      'wizard-shell',
      'wizard/shell/step-page.tsx',
      'wizard/shell/step-form.tsx',
      'wizard/shell/use-step-draft.ts',
      'wizard/fields/form-fields.ts',
      'wizard/api/form-fields.ts',
    ),
  ],
  start,
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), linguiCatalogs(), stableMantineIds(), formsDrawnOnce(), evaluatedInSlices(), precompress()],
  // Zod without its eval probe, which the store's CSP reports (src/zod-without-eval.ts, src/zod-mini-without-eval.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/zod-mini-without-eval.ts', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? [reactRouterProduction] : []),
    ],
  },
  server: {
    proxy: {
      '/api': server,
      '/catalog-assets': server,
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/catalog-assets': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One style sheet, in the page's head: the server draws every page's body, so the styles of a page's code-split
    // parts must be in before its first paint, not arrive with their code (about 27 KB gzip for the whole store).
    cssCodeSplit: false,
    // Every browser the store supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [...start, ...arrivals] } },
    },
  },
}));
