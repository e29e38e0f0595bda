/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, siteB, test } from '../fixtures.ts';

test("the referral link opens the referrer's store under a banner naming her", async ({ page, expectAccessible }) => {
  await page.goto(siteA('/referrals?rid=mlReferral7Qm2xV9kLp4Tz8Ws'));
  const referrer = page.getByRole('region', { name: 'Your referrer' });
  await expect(referrer).toContainText('You were referred by Maria Lopez');
  await expect(referrer.getByRole('link', { name: 'maria.lopez@sunrisebenefits.example' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Maria Lopez', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('referral'))).toBe('"mlReferral7Qm2xV9kLp4Tz8Ws"');
  // The home navigation rule brings a referred visitor back to the referral.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sunrise Benefits home' })).toHaveAttribute(
    'href',
    '/referrals?rid=mlReferral7Qm2xV9kLp4Tz8Ws',
  );
  await expectAccessible(page);
});

test('a referral link that names nobody says so and leads to the store', async ({ page }) => {
  await page.goto(siteA('/referrals?rid=noSuchReferral'));
  await expect(page.getByRole('heading', { level: 1, name: 'This referral link is not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the store' }).click();
  await expect(page).toHaveURL(siteA('/'));
});

test("a representative's landing page shows the store with her branding", async ({ page }) => {
  await page.goto(siteA('/maria-lopez'));
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Maria Lopez', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '(214) 555-0187' })).toBeVisible();
  await header.getByRole('button', { name: 'About Maria Lopez' }).click();
  await expect(page.getByRole('dialog', { name: 'About Maria Lopez' })).toContainText('North Texas families');
});

test('an unknown landing page, or one of another site, goes to /404', async ({ page }) => {
  await page.goto(siteA('/nobody-here'));
  await expect(page).toHaveURL(siteA('/404'));
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();

  await page.goto(siteB('/maria-lopez'));
  await expect(page).toHaveURL(siteB('/404'));
});
