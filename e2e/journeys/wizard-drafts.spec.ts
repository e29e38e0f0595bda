import { expect, siteA, test } from '../fixtures.ts';
import { DENTAL, reachStep, wizardStep } from '../steps.ts';

test('a reload in the middle of typing keeps what was typed', async ({ page }) => {
  const personal = await reachStep(page, 'Personal Information', { plans: [DENTAL] });
  await personal.getByLabel('First Name').fill('Ana');
  await personal.getByLabel('Middle Name').fill('Luz');
  await personal.getByLabel('Last Name').pressSequentially('Rey');
  // Reloaded at once, before typing pauses: the page sends what it holds as it goes.
  await page.reload();
  await expect(personal.getByLabel('First Name')).toHaveValue('Ana');
  await expect(personal.getByLabel('Middle Name')).toHaveValue('Luz');
  await expect(personal.getByLabel('Last Name')).toHaveValue('Rey');

  await personal.getByLabel('Last Name').fill('Reyes');
  await personal.getByLabel('Marital Status').selectOption({ label: 'Widowed' });
  // Typing pauses: the draft is sent.
  await page.waitForResponse((response) => response.url().includes('/api/v1/save-step-draft') && response.ok());
  await page.reload();
  await expect(personal.getByLabel('Last Name')).toHaveValue('Reyes');
  await expect(personal.getByLabel('Marital Status')).toHaveValue('3');
});

test('before the session times out a warning offers to stay signed in, and after it the step opens again', async ({
  page,
  expectAccessible,
}) => {
  await page.clock.install();
  const contact = await reachStep(page, 'Contact Information', { plans: [DENTAL] });
  // The quote's zip is looked up as the step opens: the last call before the page is left alone.
  await expect(contact.getByLabel('State')).toHaveAccessibleDescription('From the zip code');

  // Two hours without a request end the session: the warning comes two minutes before.
  await page.clock.fastForward('01:57:00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('01:30');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(warning).toContainText(/It will end in 1:\d\d\./);
  await expectAccessible(page);
  const kept = page.waitForResponse((response) => response.url().includes('/api/v1/keep-session-alive'));
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await kept).ok()).toBe(true);
  await expect(warning).toBeHidden();

  // Left alone again until the end: the session has ended, and Continue opens the same step.
  await page.clock.fastForward('02:00:30');
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(siteA('/enrollment/contact-info'));
  await expect(wizardStep(page, 'Contact Information')).toBeVisible();
});
