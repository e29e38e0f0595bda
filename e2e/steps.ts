import type { WizardStep } from '@openenroll/contract/wizard/steps';
import { wizardSteps } from '@openenroll/contract/wizard/steps';
import type { Locator, Page } from '@playwright/test';
import { checkoutByApi, saveContactByApi, savePersonalByApi } from './api.ts';
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
export async function addFromListing(page: Page, category: string, name: string, site: Site = siteA) {
  await page.goto(site(`/plans?type=${category}`));
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

/**
 * From the cart: Proceed to Checkout, the offers declined, then Member Enrollment (or Rep Enrollment): the wizard's
 * first step opens. `timeout` for carts whose checkout is slow on a busy machine (the cart's picture is kept first).
 */
export async function checkoutToWizard(
  page: Page,
  {
    site = siteA,
    as = 'Member Enrollment',
    timeout,
  }: { site?: Site; as?: 'Member Enrollment' | 'Rep Enrollment'; timeout?: number } = {},
) {
  await page.goto(site('/cart'));
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const termLife = page.getByRole('dialog', { name: 'Protect your family' });
  const dentalVision = page.getByRole('dialog', { name: /^Add (dental|vision|dental and vision) coverage$/ });
  const confirm = page.getByRole('dialog', { name: /^Your plans will be effective as of/ });
  // Applicants are offered term life, then dental and vision, each only when the cart lacks it.
  for (;;) {
    await expect(termLife.or(dentalVision).or(confirm).first()).toBeVisible({ timeout });
    if (await confirm.isVisible()) break;
    const offer = (await termLife.isVisible()) ? termLife : dentalVision;
    await offer.getByRole('button', { name: /^No, I like/ }).click();
    await expect(offer).toBeHidden();
  }
  await confirm.getByRole('button', { name: as }).click();
  await expect(page).toHaveURL(site('/enrollment/personal-info'), { timeout });
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible({ timeout });
}

/** A step of the application: its form, named after the step. */
export const wizardStep = (page: Page, title: string) => page.getByRole('form', { name: title });

/** The enrollment's steps as the progress row lists them. */
export const wizardStepList = (page: Page) =>
  page.getByRole('list', { name: 'Application steps' }).getByRole('listitem');

type Person = { first?: string; last?: string; marital?: string; ssn?: string; body?: boolean };

/** Fills Personal Information with valid answers (height and weight when the plans ask them) and goes Next. */
export async function completePersonal(
  page: Page,
  { first = 'Ana', last = 'Reyes', marital = 'Single', ssn = '123-45-6789', body = false }: Person = {},
) {
  const form = wizardStep(page, 'Personal Information');
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill(last);
  await form.getByLabel('Marital Status').selectOption({ label: marital });
  await form.getByLabel('Social Security Number').fill(ssn);
  if (body) {
    await form.getByLabel('Height (feet)').fill('5');
    await form.getByLabel('Height (inches)').fill('6');
    await form.getByLabel('Weight (lbs)').fill('150');
  }
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
}

type Contact = { address?: string; city?: string; zip?: string; phone?: string; email?: string };

/** Fills Contact Information (the state follows the zip). */
export async function fillContact(
  page: Page,
  {
    address = '1200 Main St',
    city = 'Dallas',
    zip = '75201',
    phone = '2145550100',
    email = 'ana.reyes@example.com',
  }: Contact = {},
) {
  const form = wizardStep(page, 'Contact Information');
  await form.getByLabel('Address Line 1').fill(address);
  await form.getByLabel('City').fill(city);
  await form.getByLabel('Zip Code').fill(zip);
  await expect(form.getByRole('textbox', { name: 'State', exact: true })).not.toHaveValue('');
  await form.getByLabel('Phone Number').fill(phone);
  await form.getByLabel('Email Address').fill(email);
  return form;
}

/**
 * Fills Employer Information's fields that every cart bringing the step asks (Lone Star Logistics, Dallas, an active
 * salaried dispatcher since `startDate`); the caller fills what only some plans ask (industry, number of employees).
 */
export async function fillEmployer(employer: Locator, { startDate = '01152020' } = {}) {
  await employer.getByLabel('Employer Name').fill('Lone Star Logistics');
  await employer.getByLabel('Employer Phone Number').fill('2145550199');
  await employer.getByLabel('Street Address 1').fill('500 Commerce St');
  await employer.getByLabel('City').fill('Dallas');
  await employer.getByLabel('Zip Code').fill('75201');
  await expect(employer.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('TX');
  await employer.getByLabel('Occupation').fill('Dispatcher');
  await employer.getByLabel('Employment Status').selectOption({ label: 'Active' });
  await employer.getByLabel('Average Work Week').selectOption({ label: '40 hours or more' });
  await employer.getByLabel('Employment Start Date').pressSequentially(startDate);
  await employer.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await employer.getByLabel('Vacation Policy').selectOption({ label: '2 weeks' });
  await employer.getByLabel('Bargaining Unit').selectOption({ label: 'No' });
  await employer.getByRole('checkbox', { name: 'Standard 6' }).check();
}

/** A critical illness plan (tobacco-rated, so added from its page): it brings the Health Questions step. */
export async function addCriticalIllness(page: Page) {
  await page.goto(siteA('/plans?type=critical'));
  await page.getByRole('link', { name: 'View More Details: Keystone Critical Illness 10,000' }).click();
  await page.getByRole('button', { name: 'clicking here' }).click();
  const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await tobacco.getByRole('radio', { name: 'No' }).check();
  await tobacco.getByRole('button', { name: 'Submit' }).click();
  await expect(tobacco).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart: Keystone Critical Illness 10,000' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 plan/ })).toBeVisible();
}

/**
 * Sends the landing page's quote for a tier with dependents, answering its dialog: the spouse's date of birth and
 * the number of children, as the tier asks them. The plans open.
 */
export async function getQuoteWithDependents(
  page: Page,
  { tier, spouseDob, children }: { tier: string; spouseDob?: string; children?: number },
) {
  await sendQuote(page, { tier });
  const dialog = page.getByRole('dialog', { name: 'Dependent Information' });
  if (spouseDob) await dialog.getByLabel('Spouse date of birth').pressSequentially(spouseDob.replaceAll('/', ''));
  if (children) await dialog.getByLabel('Number of children').selectOption(String(children));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
}

type ByApi = {
  plans: Parameters<typeof checkoutByApi>[1];
  quote?: Parameters<typeof checkoutByApi>[2];
  body?: boolean;
};

/**
 * For journeys about a later step: the cart checked out and the steps before this one among Personal and Contact
 * saved through the API (their own journeys walk those pages), then the step opened as a link to it would open it.
 */
export async function reachStep(page: Page, title: WizardStep['title'], { plans, quote, body }: ByApi) {
  const { enrollment_id } = await checkoutByApi(page, plans, quote);
  const at = wizardSteps.findIndex((step) => step.title === title);
  if (at > 0) await savePersonalByApi(page, enrollment_id, { body });
  if (at > 1) await saveContactByApi(page, enrollment_id);
  await page.goto(siteA(`/enrollment/${wizardSteps[at]?.slug}`));
  // A fresh page loads the store, then the step's own code, then its fields: the heading comes before the form.
  const step = wizardStep(page, title);
  await expect(step).toBeVisible({ timeout: 20_000 });
  return step;
}

export const DENTAL = { category: 'dental', name: 'BrightSmile Preventive Dental' };

/** A dental cart for one (Member Only) checked out, Personal and Contact saved: Billing Information opens. */
export const reachBilling = (page: Page) => reachStep(page, 'Billing Information', { plans: [DENTAL] });

/** The enrollment this browser is completing (the wizard keeps its id as tempId). */
export async function enrollmentIdOf(page: Page) {
  const stored = await page.evaluate<string | null>("localStorage.getItem('tempId')");
  return JSON.parse(stored ?? '""') as string;
}

/**
 * Saves Billing Information through the API with the browser's own session (a bank account by EFT), for journeys
 * that go past Billing without filling it in.
 */
export async function saveBillingByApi(page: Page) {
  const response = await page.request.post(siteA('/api/v1/save-billing-info'), {
    data: {
      enrollment_id: await enrollmentIdOf(page),
      payment_method: 'eft',
      account_name: 'Ana Reyes',
      bank_name: 'My bank',
      routing_number: '111000614',
      account_number: '000123456789',
      account_type: 'checking',
      account_holder_type: 'individual',
      bill_date: 15,
    },
  });
  expect(response.status()).toBe(200);
}

/** Signs on a signature pad with the mouse: a pen stroke across the middle of the pad. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 24, y);
  await page.mouse.down();
  for (let step = 1; step <= 14; step++) {
    await page.mouse.move(box.x + 24 + step * 16, y + Math.sin(step) * 24, { steps: 4 });
  }
  await page.mouse.up();
}

/** How long a journey gives the server and the browser on a busy machine: a save, or the cart's picture at checkout. */
export const BUSY = 180_000;

/** Adds a plan from its category's listing, declining the dental or vision offer some plans bring. */
export async function addPlanDecliningOffer(page: Page, category: string, name: string) {
  await page.goto(siteA(`/plans?type=${category}`));
  await page.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  const offer = page.getByRole('dialog', { name: /^Add .* coverage$/ });
  const added = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(offer.or(added).first()).toBeVisible();
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'No, Thanks' }).click();
  else await added.getByRole('button', { name: 'Add More Plan' }).click();
  await expect(offer.or(added)).toHaveCount(0);
}
