/// <reference lib="dom" />
// layoutShift is passed to page.evaluate: it runs in the browser.
import type { Page } from '@playwright/test';

/** The page's layout shifts so far, summed as Lighthouse's CLS sums them (one short session here). */
export const layoutShift = () =>
  new Promise<number>((done) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done(sum), 200);
  });

/** Holds the answers to calls matching `url` until `release` is called, as a slow network would. */
export async function holdAnswers(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
