import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { addFromListing, getQuote } from '../steps.ts';

const comparison = (page: Page) => page.getByRole('table', { name: 'Plans compared side by side' });

/** The cells of one row of the comparison, by the row's name. */
const rowCells = (page: Page, name: string) =>
  comparison(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('a shopper compares dental plans side by side, shares the comparison and adds a plan from it', async ({
  page,
  browser,
  expectAccessible,
}) => {
  await page.goto(siteA('/plans?type=dental'));
  const tray = page.getByRole('region', { name: 'Plans to compare' });
  await expect(tray).toHaveCount(0);
  const preventive = page.getByRole('checkbox', { name: 'Compare BrightSmile Preventive Dental' });
  // The word beside its box, not under it (the box's layout comes with its own styles).
  const box = await preventive.boundingBox();
  const word = await page
    .locator('label')
    .filter({ hasText: /^Compare BrightSmile Preventive Dental$/ })
    .boundingBox();
  expect(word?.y).toBeLessThan((box?.y ?? 0) + (box?.height ?? 0));
  await preventive.check();
  await expect(tray).toContainText('Choose another plan to compare.');
  await expect(tray.getByRole('button', { name: 'Compare plans' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Compare BrightSmile Dental PPO Plus' }).check();
  await expect(tray).toContainText('2 of 4 plans chosen');
  await expectAccessible(page);

  // The choice stays while the shopper reads a plan's page, and can be made there too.
  await page.getByRole('link', { name: 'View More Details: BrightSmile Premier Dental with Ortho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Premier Dental with Ortho' })).toBeVisible();
  await expect(tray).toContainText('2 of 4 plans chosen');
  await page.getByRole('checkbox', { name: 'Compare BrightSmile Premier Dental with Ortho', exact: true }).check();
  await expect(tray).toContainText('3 of 4 plans chosen');
  await tray.getByRole('link', { name: 'Compare plans' }).click();

  await expect(page).toHaveURL(/\/compare\?plans=\d+,\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeVisible();
  await expect(comparison(page).getByRole('columnheader')).toHaveText([
    /BrightSmile Preventive Dental/,
    /BrightSmile Dental PPO Plus/,
    /BrightSmile Premier Dental with Ortho/,
  ]);
  await expect(rowCells(page, 'Annual maximum')).toHaveText([
    '$750 per person',
    '$1,500 per person, up to $500 rollover',
    '$3,000 per person',
  ]);
  await expect(rowCells(page, 'Deductible')).toHaveText([
    '$50 per person',
    '$50 per person, $150 family maximum',
    'Not stated',
  ]);
  await expect(rowCells(page, 'Monthly price (lowest rates)').first()).toContainText('from');
  await expectAccessible(page);

  await comparison(page)
    .getByRole('button', { name: 'Remove BrightSmile Premier Dental with Ortho from the comparison' })
    .click();
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);
  const shared = page.url();
  expect(shared).toMatch(/\/compare\?plans=\d+,\d+$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteA() });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

  // The address is the comparison: another person opening it sees the same plans.
  const other = await browser.newPage();
  await other.goto(shared);
  await expect(comparison(other).getByRole('columnheader')).toHaveText([
    /BrightSmile Preventive Dental/,
    /BrightSmile Dental PPO Plus/,
  ]);
  await other.close();

  // On paper: the table without the store's menus or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(comparison(page)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // With a quote the prices are the shopper's, and a plan goes to the cart from the comparison.
  await getQuote(page);
  await page.goto(shared);
  await expect(rowCells(page, 'Monthly price').first()).toContainText('(your tier)');
  await comparison(page).getByRole('button', { name: 'Add to Cart: BrightSmile Dental PPO Plus' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toContainText(
    'BrightSmile Dental PPO Plus has been added to your cart.',
  );
});

test('the cart compares its plans, and the comparison fits a phone', async ({ page, expectAccessible }) => {
  await getQuote(page);
  await addFromListing(page, 'vision', 'ClearView Vision Plus');
  await addFromListing(page, 'vision', 'ClearView Essential Vision');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteA('/cart'));
  await page.getByRole('link', { name: 'Compare the plans in your cart' }).click();
  await expect(comparison(page).getByRole('columnheader')).toHaveText([
    /ClearView Vision Plus/,
    /ClearView Essential Vision/,
  ]);
  await expect(comparison(page).getByRole('link', { name: 'In Cart: ClearView Vision Plus' })).toBeAttached();
  // The table scrolls inside its frame; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(rowCells(page, 'Eye exam').first()).toBeVisible();
  await expectAccessible(page);

  // A browser that refuses the clipboard shows the address to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = page.getByRole('textbox', { name: 'Copy this link to share the comparison' });
  await expect(link).toHaveValue(page.url());
  await expect(link).toBeFocused();

  // Four at most: a fifth plan cannot be chosen until one is let go.
  await page.goto(siteA('/plans?type=dental'));
  for (const name of ['BrightSmile Preventive Dental', 'BrightSmile Dental PPO Plus']) {
    await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  }
  const fifth = page.getByRole('checkbox', { name: 'Compare BrightSmile Premier Dental with Ortho' });
  await expect(fifth).toBeDisabled();
  await expect(page.getByText('Up to 4 plans')).toBeVisible();
  await page.getByRole('region', { name: 'Plans to compare' }).getByRole('button', { name: 'Clear' }).click();
  await expect(fifth).toBeEnabled();
});
