import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/** This worker's server (playwright.config.ts): E2E_PORT for the first worker, the next port for the second, … */
const port = Number(process.env.E2E_PORT ?? 3100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const siteA = (path = '/') => new URL(path, `http://localhost:${port}`).toString();
export const siteB = (path = '/') => new URL(path, `http://127.0.0.1:${port}`).toString();

type AccessibleOptions = {
  /** Selectors axe leaves out: a sandboxed frame showing e-mail HTML (axe hangs inside it; ADR 007). */
  exclude?: string[];
};

/** Fails on serious or critical accessibility violations of the page as it is now. */
async function expectAccessible(page: Page, options: AccessibleOptions = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export const test = base.extend<{
  expectAccessible: (page: Page, options?: AccessibleOptions) => Promise<void>;
  cspViolations: undefined;
}>({
  cspViolations: [failOnCspViolations, { auto: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  expectAccessible: async ({}, use) => use(expectAccessible),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  baseURL: async ({}, use) => use(siteA()),
});
export { expect };

/**
 * Fails a journey on any Content Security Policy violation on a page of its context: what the server's policy blocks
 * is broken for a visitor too (docs/decisions/017-security-headers.md). The page's own `securitypolicyviolation`
 * events say what was blocked; Chromium's console messages about the policy count too.
 */
async function failOnCspViolations({ context }: { context: BrowserContext }, use: (value: undefined) => Promise<void>) {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await use(undefined);
  expect(violations, 'Content Security Policy violations').toEqual([]);
}
