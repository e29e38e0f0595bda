/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { addFromListing, closeAddedNotice, getQuote } from '../steps.ts';

const DENTAL = 'BrightSmile Preventive Dental';

const strip = (page: Page) => page.getByRole('region', { name: 'Recommended Products' });
const cards = (region: Locator) => region.getByRole('list').first().getByRole('group');
const headerButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'View Your Recommended Products' });
const cartTable = (page: Page) => page.getByRole('table', { name: 'Plans in your cart' });

/** The positions (from 0) of the carousel's cards that lie wholly inside its track. */
const cardsInView = (page: Page) =>
  strip(page)
    .getByRole('list', { name: 'Recommended Products' })
    .evaluate((track) => {
      const box = track.getBoundingClientRect();
      return [...track.children].flatMap((item, index) => {
        const rect = item.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1 ? [index] : [];
      });
    });

test('the strip recommends what is often bought with the dental plan, and follows the cart', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  // An empty cart: nothing to go with, so no header button.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 0 plans/ })).toBeVisible();
  await expect(headerButton(page)).toHaveCount(0);

  await addFromListing(page, 'dental', DENTAL);
  await expect(headerButton(page)).toBeVisible();
  // The spec's words on screen where the bar has room (a desktop screen here).
  await expect(headerButton(page)).toHaveText('View Your Recommended Products');
  await expect(headerButton(page).getByText('Recommended Products', { exact: true })).toBeVisible();

  await page.goto(siteA('/cart'));
  await expect(cartTable(page).getByRole('row').filter({ hasText: DENTAL })).toBeVisible();
  const recommended = strip(page);
  await expect(recommended).toBeVisible();
  // The demo history pairs the dental plan with others: those come first, with the reason.
  const paired = cards(recommended).filter({ hasText: `Often added with ${DENTAL}` });
  await expect(paired.first()).toBeVisible();
  const pairedName = (await paired.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(pairedName).not.toBe('');
  await expect(cards(recommended).first()).toContainText(`Often added with ${DENTAL}`);
  await expect(cards(recommended)).toHaveCount(5);
  await expectAccessible(page);

  // Collapsed and opened again.
  const toggle = recommended.getByRole('button', { name: 'Recommended Products', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(cards(recommended).first()).toBeHidden();
  await toggle.click();
  await expect(cards(recommended).first()).toBeVisible();

  // On the cart View All opens every recommendation in place (the demo history has more than the strip's 5).
  await recommended.getByRole('button', { name: 'View All' }).click();
  await expect(recommended.getByRole('list', { name: 'All recommended products' }).getByRole('group')).not.toHaveCount(
    5,
  );
  await recommended.getByRole('button', { name: 'Show Less' }).click();
  await expect(cards(recommended)).toHaveCount(5);

  // Added from the strip: into the cart, out of the strip.
  await recommended.getByRole('button', { name: `Add to Cart: ${pairedName}` }).click();
  await closeAddedNotice(page, pairedName);
  await expect(cartTable(page).getByRole('row').filter({ hasText: pairedName })).toBeVisible();
  await expect(recommended.getByRole('group', { name: pairedName })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 2 plans/ })).toBeVisible();

  // The header button opens the full list under the cart's trail; there the button is not repeated.
  await headerButton(page).click();
  await expect(page).toHaveURL(siteA('/recommend-list?name=cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended Products' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Cart',
    'Recommended Products',
  ]);
  await expect(page.getByRole('list', { name: 'Recommended Products' }).getByRole('group').first()).toBeVisible();
  await expect(page.getByRole('group', { name: pairedName })).toHaveCount(0);
  await expect(headerButton(page)).toHaveCount(0);
  await expectAccessible(page);

  // The home page's strip links to the list under the home trail.
  await page.goto(siteA('/'));
  const homeStrip = strip(page);
  await expect(cards(homeStrip).first()).toBeVisible();
  await homeStrip.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(siteA('/recommend-list?name=home'));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Recommended Products',
  ]);

  // A received quote (save-cart) is no place for it.
  await page.goto(siteA('/plans'));
  await expect(headerButton(page)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('redirectionType', JSON.stringify('save-cart')));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 2 plans/ })).toBeVisible();
  await expect(headerButton(page)).toHaveCount(0);
});

test('the carousel shows 1, 2, 3 and 5 cards at the four window widths', async ({ page, expectAccessible }) => {
  await getQuote(page);
  await addFromListing(page, 'dental', DENTAL);
  await page.goto(siteA('/cart'));
  const recommended = strip(page);
  await expect(cards(recommended)).toHaveCount(5);

  for (const [width, shown] of [
    [700, 1],
    [1000, 2],
    [1200, 3],
    [1400, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => (await cardsInView(page)).length, { message: `${width} px` }).toBe(shown);
  }

  // Five plans: the arrows page through them.
  await page.setViewportSize({ width: 700, height: 900 });
  const next = recommended.getByRole('button', { name: 'Next recommended products' });
  const previous = recommended.getByRole('button', { name: 'Previous recommended products' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await expect.poll(() => cardsInView(page)).toEqual([1]);
  await expectAccessible(page);
});

test('on a narrow phone the link is in the menu, and the logo keeps its room', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await getQuote(page);
  await addFromListing(page, 'dental', DENTAL);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 plan/ })).toBeVisible();
  await expect(headerButton(page)).toBeHidden();
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Sunrise Benefits home' }).boundingBox();
  expect(logo?.width).toBeGreaterThanOrEqual(100);

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Sunrise Benefits' });
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'View Your Recommended Products' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended Products' })).toBeVisible();
});
