/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, test } from '../fixtures.ts';
import { ACCESS_PAGE, choosePortal, enterAsRepresentative, REP_ACCESS_CODE, submitAccessCode } from '../steps.ts';

test('a representative enters the access code, confirms, and starts a new member under a group', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(ACCESS_PAGE);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Access Code')).toHaveAccessibleDescription('Field is required');

  await submitAccessCode(page, REP_ACCESS_CODE.toLowerCase());
  const details = page.getByRole('definition');
  await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await expect(details).toHaveText([
    'Maria Lopez',
    REP_ACCESS_CODE,
    'maria.lopez@sunrisebenefits.example',
    '(214) 555-0187',
  ]);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(siteA('/agent-home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria Lopez' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Enrollment Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please choose a platform')).toBeVisible();
  await page.getByRole('radio', { name: 'Worksite Benefits' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'Who do you want to enroll for?' })).toBeVisible();
  await page.getByRole('button', { name: 'New Member' }).click();
  await expect(page.getByRole('button', { name: 'Start New Member Enrollment' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Group')).toHaveAccessibleDescription('Please choose a group');
  await page.getByLabel('Group').selectOption({ label: 'Lone Star Logistics, Inc.' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(siteA('/home'));
  const header = page.getByRole('banner');
  await expect(header.getByText('Maria Lopez', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '(214) 555-0187' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    eprocess: localStorage.getItem('eprocess'),
    enroll_type: localStorage.getItem('enroll_type'),
    portal_name: localStorage.getItem('portal_name'),
    group_id: localStorage.getItem('group_id'),
  }));
  expect(stored).toMatchObject({
    eprocess: '"rep"',
    enroll_type: '"new-group-member"',
    portal_name: '"Worksite Benefits"',
  });
  expect(stored.group_id).not.toBeNull();

  // Wherever the representative goes, the header says who is enrolling, in which portal, and leads home.
  await header.getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/type=dental/);
  await expect(header).toContainText('Enrolling as Maria Lopez · Worksite Benefits');
  await expectAccessible(page);
  await header.getByRole('link', { name: 'Your home' }).click();
  await expect(page).toHaveURL(siteA('/agent-home'));
  await expect(header.getByRole('link', { name: 'Your home' })).toHaveCount(0);
});

test("a representative's Current Member choice leads to the current members", async ({ page }) => {
  await enterAsRepresentative(page);
  await choosePortal(page, 'Individual & Family Marketplace');
  await page.getByRole('button', { name: 'Current Member' }).click();
  await expect(page).toHaveURL(siteA('/agent-select-member'));
  await expect(page.getByRole('heading', { level: 1, name: 'Current Members' })).toBeVisible();
});

test('Cancel on the confirmation goes back to the code, and a wrong code is marked on the field', async ({ page }) => {
  await page.goto(ACCESS_PAGE);
  await submitAccessCode(page, 'SUN-7315');
  await expect(page.getByRole('definition').first()).toHaveText('Derek Okafor');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Representative Access' })).toBeVisible();
  await submitAccessCode(page, 'SUN-0000');
  await expect(page.getByLabel('Access Code')).toHaveAccessibleDescription('Invalid Access Code');
  await expect(page.getByLabel('Access Code')).toHaveAttribute('aria-invalid', 'true');
});

test('a representative without a landing URL is told it is not configured', async ({ page, expectAccessible }) => {
  await page.goto(ACCESS_PAGE);
  await submitAccessCode(page, 'SUN-7315');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(siteA('/landing-config-error/Agent/derek-okafor'));
  await expect(page.getByRole('heading', { name: 'Landing url is not configured for this Agent' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);
});
