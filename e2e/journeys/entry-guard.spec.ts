/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, siteB, test } from '../fixtures.ts';
import { ACCESS_PAGE, enterAsGroup } from '../steps.ts';

test("a visitor who has not proven an access code is sent from the representative's pages to the access page", async ({
  page,
}) => {
  await page.goto(siteA('/agent-home'));
  await expect(page).toHaveURL(ACCESS_PAGE);
  await expect(page.getByRole('heading', { name: 'Representative Access' })).toBeVisible();

  await page.goto(siteA('/group-home'));
  await expect(page).toHaveURL(ACCESS_PAGE);

  await page.goto(siteA('/landing-page'));
  await expect(page).toHaveURL(ACCESS_PAGE);
});

test('continue-enrollment and decline-reminder-email pass the guard', async ({ page, expectAccessible }) => {
  await page.goto(siteA('/continue-enrollment'));
  await expect(page).toHaveURL(siteA('/continue-enrollment'));
  await expect(page.getByRole('heading', { level: 1, name: 'Continue Enrollment' })).toBeVisible();

  await page.goto(siteA('/decline-reminder-email'));
  await expect(page).toHaveURL(siteA('/decline-reminder-email'));
  await expect(page.getByRole('heading', { name: 'We appreciate your response.' })).toBeVisible();
  await expect(
    page.getByText('Thank you for notifying us that you no longer wish to receive reminder emails for this cart.'),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('menuSelectedItem', '"dental"'));
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(siteA('/'));
  expect(await page.evaluate(() => localStorage.getItem('menuSelectedItem'))).toBeNull();
});

test('a group session reaches the group home, where New Member needs a portal', async ({ page, expectAccessible }) => {
  await enterAsGroup(page, siteB, 'CCR-8840', '/cascade-coffee');

  await page.goto(siteB('/group-home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Cascade Coffee Roasters' })).toBeVisible();
  await page.getByRole('button', { name: 'New Member' }).click();
  await expect(page.getByLabel('Enrollment portal')).toHaveAccessibleDescription('Choose enroll for new member');
  await expectAccessible(page);
  await page.getByLabel('Enrollment portal').selectOption({ label: 'Worksite Benefits' });
  await page.getByRole('button', { name: 'New Member' }).click();
  await expect(page).toHaveURL(siteB('/home'));
  await expect(page.getByRole('banner').getByText('Cascade Coffee Roasters', { exact: true })).toBeVisible();
});
