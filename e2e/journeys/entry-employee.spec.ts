/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, test } from '../fixtures.ts';
import { ACCESS_PAGE } from '../steps.ts';

test('an employee enters the group code from the footer and lands in the group store', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  const code = dialog.getByLabel('Group Enrollment Code');

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Field is required');

  await code.fill('LSL-2025');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Lone Star Logistics, Inc.' })).toBeVisible();
  await expect(dialog.getByText('Do you want to enroll under this company?')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await code.click();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(siteA('/lone-star-logistics'));
  const header = page.getByRole('banner');
  await expect(header.getByText('Lone Star Logistics, Inc.', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '(214) 555-0120' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    has_enrollment: localStorage.getItem('has_enrollment'),
    landing_url: localStorage.getItem('landing_url'),
    open_type: localStorage.getItem('open_type'),
  }));
  expect(stored).toEqual({ has_enrollment: 'true', landing_url: '"/lone-star-logistics"', open_type: '"group"' });
  await expectAccessible(page);
});

test('a group without a landing URL leads to the configuration error; a wrong code is refused', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(ACCESS_PAGE);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  const code = dialog.getByLabel('Group Enrollment Code');

  await code.fill('NOPE-1234');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Invalid Group Enrollment Code');

  await code.fill('BCS-3317');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Bluebonnet Charter Schools' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(siteA('/landing-config-error/Group/bluebonnet-charter'));
  await expect(page.getByRole('heading', { name: 'Landing url is not configured for this Group' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(siteA('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('group_id'))).toBeNull();
});
