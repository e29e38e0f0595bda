/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, test } from '../fixtures.ts';
import { layoutShift } from '../layout-shift.ts';
import { enterAsRepresentative } from '../steps.ts';

const stored = (key: string) => localStorage.getItem(key);

test.describe('the location banner', () => {
  test.use({ geolocation: { latitude: 32.7904, longitude: -96.8044 }, permissions: ['geolocation'] });

  test('Allow finds the zip code, keeps it for the quote form, and is not offered again', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(siteA('/'));
    const banner = page.getByRole('region', { name: 'Your location' });
    await expect(banner.getByRole('button', { name: "Don't Allow" })).toBeVisible();
    // It arrives after the page, over it at the foot of the screen: nothing on the page moves, nor as the logo and
    // the featured plans arrive.
    await expect(page.getByRole('region', { name: 'Featured plans' }).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.005);
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(banner.getByRole('status')).toHaveText("Thank you! We'll show plans for Dallas, TX 75201.");
    expect(await page.evaluate(stored, 'leadZip')).toBe('"75201"');
    expect(await page.evaluate(stored, 'locationPermission')).toBe('"allowed"');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The server remembers the device: with the answer forgotten, the banner still stays away.
    await page.evaluate(() => {
      localStorage.removeItem('locationPermission');
      localStorage.removeItem('leadZip');
    });
    await page.reload();
    await expect.poll(() => page.evaluate(stored, 'leadZip')).toBe('"75201"');
    await expect(banner).toHaveCount(0);
  });
});

test("Don't Allow hides the banner for good", async ({ page }) => {
  await page.goto(siteA('/'));
  const banner = page.getByRole('region', { name: 'Your location' });
  await banner.getByRole('button', { name: "Don't Allow" }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(stored, 'locationPermission')).toBe('"declined"');
  expect(await page.evaluate(stored, 'leadZip')).toBeNull();
  // An id for the device is made only when it shares its location.
  expect(await page.evaluate(stored, 'device_id')).toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("an external link naming this site shows its home; another site's name is not found", async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/external?site=sunrise'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(siteA('/external?site=harbor'));
  await expect(page).toHaveURL(siteA('/404'));
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
});

test("a group's website opens the group's store", async ({ page, expectAccessible }) => {
  await page.goto(siteA('/websites?group=lone-star-logistics'));
  const header = page.getByRole('banner');
  await expect(header.getByText('Lone Star Logistics, Inc.', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '(214) 555-0120' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect(page).toHaveURL(siteA('/websites?group=lone-star-logistics'));
  expect(await page.evaluate(() => [localStorage.getItem('open_type'), localStorage.getItem('fromSite')])).toEqual([
    '"group"',
    null,
  ]);
  await expectAccessible(page);

  await page.goto(siteA('/websites?group=maria-lopez'));
  await expect(page).toHaveURL(siteA('/404'));
});

test('from the partner membership site the group store opens at / in the partner portal', async ({ page }) => {
  await page.goto(siteA('/websites?group=lone-star-logistics&id=member-42'));
  await expect(page).toHaveURL(siteA('/'));
  await expect(page.getByRole('banner').getByText('Lone Star Logistics, Inc.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('fromSite'), localStorage.getItem('portal_name')]))
    .toEqual(['"membership"', '"Worksite Benefits"']);
  // The categories shown are the group's in the partner portal (drawn by the server, which asked for them).
  const menu = await (await page.request.get(siteA('/api/v1/get-group-menu?from_site=membership'))).json();
  expect(menu.data.category_order.length).toBeGreaterThan(0);
  const shown = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
  await expect(shown).toHaveText(menu.data.categories.map(({ label }: { label: string }) => new RegExp(`^${label}`)));
});

test('a representative from the partner membership site skips the portal step', async ({ page }) => {
  await page.goto(siteA('/websites?group=lone-star-logistics&id=member-42'));
  await expect(page).toHaveURL(siteA('/'));
  await enterAsRepresentative(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria Lopez' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page).toHaveURL(siteA('/home'));
  expect(await page.evaluate(() => localStorage.getItem('portal_name'))).toBe('"Worksite Benefits"');
});
