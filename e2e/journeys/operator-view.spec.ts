import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { addFromListing, getQuote } from '../steps.ts';

/** How many add-plan-to-cart requests this store answered, as an operator's scraper reads /metrics. */
async function cartAdds(page: Page) {
  const metrics = await (await page.request.get(siteA('/metrics'))).text();
  const line = metrics
    .split('\n')
    .find((text) => text.startsWith('http_request_duration_seconds_count') && text.includes('add-plan-to-cart"'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

test("an operator watches a shopper's add to cart in the metrics, and an unknown address is a 404", async ({
  page,
}) => {
  const ready = await page.request.get(siteA('/readyz'));
  expect(ready.status()).toBe(200);
  expect(ready.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/);

  const before = await cartAdds(page);
  await getQuote(page);
  await addFromListing(page, 'vision', 'ClearView Vision Plus');
  expect(await cartAdds(page)).toBe(before + 1);

  // The store's own not-found page, with the status a crawler or a monitor reads.
  const unknown = await page.goto(siteA('/plans/no/such/page'));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'OOPS! Page not found' })).toBeVisible();
});
