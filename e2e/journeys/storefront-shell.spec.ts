import { expect, siteA, siteB, test } from '../fixtures.ts';
import { holdAnswers } from '../layout-shift.ts';
import { addFromListing, getQuote } from '../steps.ts';

const rootColor = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

test('site A answers on localhost with its own brand, featured plans and categories', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Sunrise Benefits' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '(800) 555-0142' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keystone 20-Year Term Life $250,000' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  expect(await page.evaluate(rootColor, '--site-primary-color')).toBe('#8a3b12');
  expect(await page.evaluate(() => caches.has('fetch_color_cache'))).toBe(true);
  await expectAccessible(page);
});

test('site B answers on 127.0.0.1 with a different brand', async ({ page, expectAccessible }) => {
  await page.goto(siteB('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'A safe harbor for your health and income' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Harbor Health Exchange' })).toBeVisible();
  expect(await page.evaluate(rootColor, '--site-primary-color')).toBe('#0b5cad');
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toContain('Source Sans 3');
  await expectAccessible(page);
});

test("each site's first HTML carries its theme: the brand needs no request before the first paint", async ({
  page,
}) => {
  const themeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('get-external-site-dynamic-information')) themeRequests.push(request.url());
  });
  for (const [site, color] of [
    [siteA, '#8a3b12'],
    [siteB, '#0b5cad'],
  ] as const) {
    const html = await (await page.request.get(site('/plans?type=dental'))).text();
    const theme = html.match(/<script type="application\/json" id="site-theme">(.*?)<\/script>/)?.[1] ?? '[]';
    expect(JSON.parse(theme)).toContainEqual({ key: 'primary_color', value: color });
    await page.goto(site('/'));
    await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
    expect(await page.evaluate(rootColor, '--site-primary-color')).toBe(color);
  }
  expect(themeRequests).toEqual([]);
});

test('the category menu leads to the plans of a category', async ({ page }) => {
  await page.goto(siteA('/'));
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Plan categories' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/\/plans\?type=dental$/);
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(siteA('/'));
});

test('the cart in the header starts empty', async ({ page }) => {
  await page.goto(siteA('/'));
  await expect(page.getByRole('link', { name: 'Cart, 0 plans, $0.00' })).toBeVisible();
});

test('an unknown page shows the not-found page, and its button starts over at the landing page', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteB('/no/such/page'));
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);
  await page.evaluate(() => localStorage.setItem('menuSelectedItem', '"dental"'));
  await page.getByRole('button', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(siteB('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'A safe harbor for your health and income' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('menuSelectedItem'))).toBeNull();
});

test("'Not my site' forgets everything the browser kept and returns to the landing page", async ({ page }) => {
  await page.goto(siteA('/'));
  await page.getByRole('banner').getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/type=dental/);
  expect(await page.evaluate(() => localStorage.getItem('menuSelectedItem'))).not.toBeNull();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Not my site' }).click();
  await expect(page).toHaveURL(siteA('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('menuSelectedItem'))).toBeNull();
});

test('on a phone the categories sit behind the menu button', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteA('/'));
  // The drawer's code arrives on first use: while it loads, the open button names nothing that is not there.
  const release = await holdAnswers(page, '**/assets/mobile-menu-drawer-*.js');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  release();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Vision' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: 'Vision' }).click();
  await expect(page).toHaveURL(/type=vision/);
});

for (const [name, site] of [
  ['Sunrise', siteA],
  ['Harbor', siteB],
] as const) {
  test(`${name} on a phone: with a plan in the cart the header still fits, nothing scrolls sideways`, async ({
    page,
  }) => {
    await getQuote(page, { home: site('/') });
    await addFromListing(page, 'dental', 'BrightSmile Preventive Dental', site);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, 1 plan, / });
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await expect(cart).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px wide`).toBeLessThanOrEqual(0);
    }
  });
}
