import { expect, siteA, test } from '../fixtures.ts';

test('in demo mode the mailbox page opens without the store header, empty until the store sends e-mail', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page).toHaveTitle('Demo mailbox');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(siteA('/'));
});
