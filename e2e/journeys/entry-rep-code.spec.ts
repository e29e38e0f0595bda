import { expect, siteA, test } from '../fixtures.ts';
import { getQuote } from '../steps.ts';

// Its wrong codes count against an address of its own, not against the other journeys' code attempts.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.52' } });

test('a shopper enrolls under a representative by the code the representative gave them', async ({
  page,
  expectAccessible,
}) => {
  // Whatever the shopper had before stays behind when they move to the representative's store.
  await getQuote(page);
  await page.goto(siteA('/'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Enroll with a Representative' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll with a Representative' });
  const code = dialog.getByRole('textbox', { name: 'Representative Code' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Field is required');
  // The access code signs a representative in; it never opens their store to a shopper.
  await code.fill('SUN-4821');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Invalid Representative Code');
  await code.fill('ml2048');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Maria Lopez' })).toBeFocused();
  await expect(dialog).toContainText('Do you want to enroll under Rep Maria Lopez?');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByRole('heading', { name: 'Maria Lopez' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(siteA('/maria-lopez'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'About Maria Lopez' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 0 plans/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();
});

test('a representative without a landing page leads to the configuration error', async ({ page }) => {
  await page.goto(siteA('/'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Enroll with a Representative' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll with a Representative' });
  await dialog.getByRole('textbox', { name: 'Representative Code' }).fill('DO3150');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Do you want to enroll under Rep Derek Okafor?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(siteA('/landing-config-error/Agent/derek-okafor'));
  await expect(page.getByRole('heading', { name: 'Landing url is not configured for this Agent' })).toBeVisible();
});

test('a representative signs in from any page, in the access-code dialog', async ({ page, expectAccessible }) => {
  await page.goto(siteA('/plans?type=dental'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Representative Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Representative Access' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Access Code')).toHaveAccessibleDescription('Field is required');
  // The code a representative gives clients opens their store, never their own pages.
  await dialog.getByLabel('Access Code').fill('ML2048');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Access Code')).toHaveAccessibleDescription('Invalid Access Code');
  await dialog.getByLabel('Access Code').fill('sun-4821');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { level: 2, name: 'Confirm your details' })).toBeFocused();
  await expect(dialog.getByRole('definition').first()).toHaveText('Maria Lopez');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Access Code')).toBeVisible();
  await dialog.getByLabel('Access Code').fill('SUN-4821');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(siteA('/agent-home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria Lopez' })).toBeVisible();
});
