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

/**
 * A person waits for a page to respond before using it: after each load of a store page, a journey waits until React
 * has made every part of the page the server drew live (hydrated). React leaves its fiber on each element it owns
 * (`__reactFiber$…`, an internal key: tests only); an element without one is still the server's, unless React wrote
 * it as HTML (dangerouslySetInnerHTML), as plan descriptions are, or it is a resource hint React put first (a
 * preload). Files and calls have no store page to wait for.
 */
const pageIsLive = () => {
  const root = document.getElementById('root');
  if (!root) return true;
  const own = (element: Element) => Object.keys(element).find((key) => key.startsWith('__reactProps$'));
  for (const element of root.querySelectorAll('*')) {
    if (own(element) || element.localName === 'link') continue;
    let parent = element.parentElement;
    while (parent && parent !== root && !own(parent)) parent = parent.parentElement;
    const key = parent && parent !== root ? own(parent) : undefined;
    const props = key ? (Reflect.get(parent as object, key) as { dangerouslySetInnerHTML?: unknown }) : undefined;
    if (!props?.dangerouslySetInnerHTML) return false;
  }
  return root.childElementCount > 0;
};
type Loading = 'goto' | 'reload' | 'goBack' | 'goForward';
function waitsUntilLive(prototype: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] satisfies Loading[]) {
    const load = prototype[name] as (this: Page, ...args: unknown[]) => ReturnType<Page[Loading]>;
    Object.defineProperty(prototype, name, {
      value: async function (this: Page, ...args: unknown[]) {
        const response = await load.apply(this, args);
        if (!withoutScripts.has(this)) await this.waitForFunction(pageIsLive);
        return response;
      },
    });
  }
}
let livePages = false;
/** Pages of a context that runs no script: what the server drew is all there is. */
const withoutScripts = new WeakSet<Page>();

export const test = base.extend<{
  expectAccessible: (page: Page, options?: AccessibleOptions) => Promise<void>;
  cspViolations: undefined;
  hydrationMismatches: undefined;
}>({
  cspViolations: [failOnCspViolations, { auto: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!livePages) waitsUntilLive(Object.getPrototypeOf(page));
    livePages = true;
    if (javaScriptEnabled === false) withoutScripts.add(page);
    await use(page);
  },
  hydrationMismatches: [failOnHydrationMismatches, { auto: true }],
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

/**
 * Fails a journey when a page the server drew was not the page the browser drew from the same data: React then throws
 * the server's page away and draws it again (main.tsx reports each such recovery on the console).
 */
async function failOnHydrationMismatches(
  { context }: { context: BrowserContext },
  use: (value: undefined) => Promise<void>,
) {
  const mismatches: string[] = [];
  context.on('console', (message) => {
    if (message.text().startsWith('Hydration:')) mismatches.push(`${message.page()?.url()}: ${message.text()}`);
  });
  await use(undefined);
  expect(mismatches, 'pages drawn differently by the server and the browser').toEqual([]);
}
