import type { BrowserContext, Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { DENTAL, reachStep, wizardStep } from '../steps.ts';

/**
 * The session ends for inactivity: its cookie lives as long as the idle time, so past it the browser no longer sends
 * it and the server knows the visitor no more. (The journeys' server keeps the real two hours.)
 */
async function sessionTimesOut(context: BrowserContext) {
  await context.clearCookies({ name: 'oe_session' });
}

const draftSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/v1/save-step-draft') && response.ok());

test('after the session timed out, the next visit opens the same step with what was typed', async ({
  page,
  context,
  expectAccessible,
}) => {
  // Two visits of the wizard on a machine that may be busy.
  test.setTimeout(300_000);
  await page.clock.install();
  const contact = await reachStep(page, 'Contact Information', { plans: [DENTAL] });
  await contact.getByLabel('Address Line 1').fill('44 Elm Street');
  const typed = draftSaved(page);
  await contact.getByLabel('City').fill('Plano');
  await typed;

  // Left alone past the idle time: the warning, then the end.
  await sessionTimesOut(context);
  await page.clock.fastForward('02:00:30');
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await expectAccessible(page);
  await ended.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(siteA('/enrollment/contact-info'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  await expect(contact.getByLabel('Address Line 1')).toHaveValue('44 Elm Street');
  await expect(contact.getByLabel('City')).toHaveValue('Plano');
  await expectAccessible(page);

  // Coming back later, in a new tab at another page of the wizard: the step where the typing was opens.
  await sessionTimesOut(context);
  await page.close();
  const later = await context.newPage();
  await later.goto(siteA('/enrollment/personal-info'));
  await expect(later).toHaveURL(siteA('/enrollment/contact-info'));
  await expect(later.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  await expect(wizardStep(later, 'Contact Information').getByLabel('City')).toHaveValue('Plano');
  await expectAccessible(later);
});

test("after 'Not my site', nothing is resumed", async ({ page, expectAccessible }) => {
  test.slow();
  await reachStep(page, 'Personal Information', { plans: [DENTAL] });
  // Starting over forgets the visitor on the server and the device, the way back to the wizard included.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Not my site' }).click();
  await expect(page).toHaveURL(siteA('/'));
  await page.goto(siteA('/enrollment/personal-info'));
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
  await expect(page.getByText('There is no enrollment in progress on this device.')).toBeVisible();
  await expectAccessible(page);
});
