import type { Locator, Page } from '@playwright/test';
import { expect, siteA } from './fixtures.ts';

/** Maria Lopez's access code: a representative of Sunrise Benefits with several groups. */
export const REP_ACCESS_CODE = 'SUN-4821';

/** Where a representative proves an access code; the guard sends everyone without one there. */
export const ACCESS_PAGE = siteA('/access-page');

/** On the access page: types a code and submits it; the representative's details follow when it is known. */
export async function submitAccessCode(page: Page, code: string) {
  await page.getByLabel('Access Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** A representative enters with the access code and confirms the details shown; the agent home opens. */
export async function enterAsRepresentative(page: Page) {
  await page.goto(ACCESS_PAGE);
  await submitAccessCode(page, REP_ACCESS_CODE);
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

/** The quote form's fields, wherever it is shown: the landing banner, or the plans page's popup. */
export function quoteFields(form: Locator) {
  return {
    zip: form.getByLabel('Zip code'),
    gender: form.getByLabel('Gender'),
    tier: form.getByLabel('Tier'),
    dob: form.getByLabel('Date of birth'),
  };
}

/** The quote form on the landing page's banner, and its Get Quote button. */
export function landingQuoteForm(page: Page) {
  const form = page.getByRole('region', { name: 'Get your quote' });
  return { ...quoteFields(form), getQuote: form.getByRole('button', { name: 'Get Quote' }) };
}

/** The plans page's basic info: its Get Quote opens the quote form as the 'Your Basic Info' popup. */
export async function openQuotePopup(page: Page) {
  await page.getByRole('region', { name: 'Your basic info' }).getByRole('button', { name: 'Get Quote' }).click();
  return page.getByRole('dialog', { name: 'Your Basic Info' });
}

type Quote = { zip?: string; dob?: string; gender?: 'Female' | 'Male'; tier?: string };

/** Types a quote into the form's fields: Dallas, female, the default tier (member only), unless told otherwise. */
export async function fillQuote(
  fields: ReturnType<typeof quoteFields>,
  { zip = '75201', dob = '04/12/1985', gender = 'Female', tier }: Quote = {},
) {
  await fields.zip.fill(zip);
  await fields.gender.selectOption({ label: gender });
  if (tier) await fields.tier.selectOption({ label: tier });
  await fields.dob.pressSequentially(dob.replaceAll('/', ''));
}

/** Opens `home` (the landing page unless told otherwise) and sends its quote form. */
export async function sendQuote(page: Page, { home = siteA('/'), ...quote }: Quote & { home?: string } = {}) {
  await page.goto(home);
  const form = landingQuoteForm(page);
  await fillQuote(form, quote);
  await form.getQuote.click();
}

/** A quote from the landing page's form, for a tier without dependents: the plans open. */
export async function getQuote(page: Page, options: Quote & { home?: string } = {}) {
  await sendQuote(page, options);
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
