import { expect, siteA, test } from '../fixtures.ts';
import { getQuote } from '../steps.ts';

test('a shopper sorts a listing by price and name, and jumps between categories', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/plans?type=dental'));
  const dental = page.getByRole('region', { name: 'Dental' }).getByRole('heading', { level: 3 });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('');
  await sortBy.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(siteA('/plans?type=dental&sort=price_high'));
  await expect(dental).toHaveText([
    'BrightSmile Premier Dental with Ortho',
    'BrightSmile Dental PPO Plus',
    'BrightSmile Preventive Dental',
  ]);
  await sortBy.selectOption({ label: 'Name: A to Z' });
  await expect(dental).toHaveText([
    'BrightSmile Dental PPO Plus',
    'BrightSmile Premier Dental with Ortho',
    'BrightSmile Preventive Dental',
  ]);
  await expectAccessible(page);

  // With a quote, the order is by the shopper's own price, and it stays in the address.
  await getQuote(page);
  await page.goto(siteA('/plans?sort=price_low'));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_low');
  const prices = page.getByRole('region', { name: 'Vision' }).locator('[data-selected] dd').filter({ hasText: '$' });
  await expect(prices.first()).toBeVisible();
  const amounts = (await prices.allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual(amounts.toSorted((a, b) => a - b));

  // Many categories on one page: a bar jumps to each.
  const jump = page.getByRole('navigation', { name: 'Jump to a category' });
  await expect(jump.getByRole('link', { name: /^Dental \(\d+ plans\)$/ })).toBeVisible();
  await jump.getByRole('link', { name: /^Pet \(/ }).click();
  await expect(page).toHaveURL(/#category-pet$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pet' })).toBeInViewport();
  await expectAccessible(page);
});
