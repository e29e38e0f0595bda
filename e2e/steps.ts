import type { Page } from '@playwright/test';
import { expect, siteA } from './fixtures.ts';

/** Maria Lopez's access code: a representative of Sunrise Benefits with several groups. */
export const REP_ACCESS_CODE = 'SUN-4821';

/** A representative enters with the access code and confirms the details shown; the agent home opens. */
export async function enterAsRepresentative(page: Page) {
  await page.goto(siteA('/access-page'));
  await page.getByLabel('Access Code').fill(REP_ACCESS_CODE);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(siteA('/agent-home'));
}

/** On the agent home: Start Enrollment, then a portal; 'Who do you want to enroll for?' follows. */
export async function choosePortal(page: Page, portal: string) {
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await page.getByRole('radio', { name: portal }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

type Site = (path?: string) => string;

/** The footer's Employee Enrollment: a group enrollment code, Yes to the company, and the group's landing page. */
export async function enterAsGroup(page: Page, site: Site, code: string, landingPath: string) {
  await page.goto(site('/'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await dialog.getByLabel('Group Enrollment Code').fill(code);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(site(landingPath));
}

type QuoteOptions = { home?: string; zip?: string; dob?: string };

/** The landing page's quote form: Dallas unless told otherwise, female, the default tier (member only). */
export async function getQuote(
  page: Page,
  { home = siteA('/'), zip = '75201', dob = '04/12/1985' }: QuoteOptions = {},
) {
  await page.goto(home);
  const form = page.getByRole('region', { name: 'Get your quote' });
  await form.getByLabel('Zip code').fill(zip);
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Date of birth').pressSequentially(dob.replaceAll('/', ''));
  await form.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL(/\/plans$/);
}

/** The 'Added to Cart' notice names the plan; Add More Plan closes it. */
export async function closeAddedNotice(page: Page, name: string) {
  const notify = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(notify).toContainText(`${name} has been added to your cart.`);
  await notify.getByRole('button', { name: 'Add More Plan' }).click();
  await expect(notify).toBeHidden();
}

/** Adds a plan from its category's listing and stays on the listing. */
export async function addFromListing(page: Page, category: string, name: string) {
  await page.goto(siteA(`/plans?type=${category}`));
  await page.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await closeAddedNotice(page, name);
}

/** Loads a plan's page afresh at the address its listing links to, as a visitor arriving there would. */
export async function loadPlanPage(page: Page, category: string, name: string) {
  await page.goto(siteA(`/plans?type=${category}`));
  const link = page.getByRole('link', { name: `View More Details: ${name}` });
  await page.goto(siteA((await link.getAttribute('href')) ?? '/404'));
}

/** Opens the newest demo-mailbox message to `email` whose subject matches, and returns its HTML. */
export async function openMail(page: Page, subject: RegExp, email: string) {
  await page.goto(siteA('/mailbox'));
  const message = page
    .getByRole('navigation', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: subject })
    .filter({ hasText: `To ${email}` })
    .first();
  // The list looks again every few seconds: the e-mail leaves through a background job.
  await expect(message).toBeVisible({ timeout: 20_000 });
  await message.click();
  const frame = page.locator('iframe[title^="Message:"]');
  await expect(frame).toBeVisible();
  return (await frame.getAttribute('srcdoc')) ?? '';
}
