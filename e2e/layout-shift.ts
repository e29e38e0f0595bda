/// <reference lib="dom" />
// Passed to page.evaluate: it runs in the browser.

/** The page's layout shifts so far, summed as Lighthouse's CLS sums them (one short session here). */
export const layoutShift = () =>
  new Promise<number>((done) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done(sum), 200);
  });
