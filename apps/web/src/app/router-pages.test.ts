import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages } from '@openenroll/contract/pages';
import { describe, expect, it } from 'vitest';

const router = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
const wizardRoutes = readFileSync(join(import.meta.dirname, '../features/wizard/wizard-routes.tsx'), 'utf8');

/** The server answers 404 to any address that is no page (apps/server/src/plugins/web.ts): both read one list. */
describe("the web app's routes", () => {
  it('take every path from the pages the server knows, the catch-all aside', () => {
    const paths = [...router.matchAll(/\bpath=("[^"]*"|\{[^}]*\})/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(20);
    const literal = paths.filter((path) => path?.startsWith('"'));
    expect(literal).toEqual(['"*"']);
  });

  it('route every one of those pages, the landing page as the index route', () => {
    const { landing, ...named } = pages;
    expect(landing).toBe('/');
    expect(router).toMatch(/<Route\s+index\b/);
    for (const key of Object.keys(named)) expect(router, key).toContain(`path={pages.${key}}`);
    expect(router).toContain('path={wizardPages}');
    expect(wizardRoutes).toContain('path={step.slug}');
    expect(router).toContain('path={directContinuePage(variant)}');
    expect(router).toContain('path={notFoundPage}');
  });
});
