import { expect, siteA, test } from '../fixtures.ts';

// The journeys share one store, so what the mailbox holds depends on which ran before: other journeys read messages.
test('in demo mode the mailbox page opens without the store header and leads back to the store', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page).toHaveTitle('Demo mailbox');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(siteA('/'));
});
