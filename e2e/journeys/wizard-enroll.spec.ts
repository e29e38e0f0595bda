import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import {
  checkoutToWizard,
  closeAddedNotice,
  drawSignature,
  fillContact,
  fillEmployer,
  fillQuote,
  landingQuoteForm,
  openMail,
  wizardStep,
  wizardStepList,
} from '../steps.ts';

/** Her own address each run: once enrolled, an address belongs to a member and is refused to the next applicant. */
const EMAIL = `ana.enrolls.${Date.now()}@example.com`;
/** How long a step's save may take on a busy machine before the next step shows. */
const SAVING = 30_000;

/** Waits for a step's page: each step is loaded lazily, so its heading says it is there. */
async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: SAVING });
}

/** Picks a category in the header's menu (under More when the bar is full) and adds one of its plans. */
async function addFromMenu(page: Page, category: string, name: string, { underMore = false } = {}) {
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Plan categories' });
  if (underMore) await menu.getByRole('button', { name: 'More' }).click();
  await menu.getByRole('link', { name: category }).click();
  await expect(page).toHaveURL(/\/plans\?type=/);
  await page.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await closeAddedNotice(page, name);
}

test('an applicant enrolls from the quote to the receipt by hand, through every step the plans bring', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  // Eight steps on a busy machine: well beyond what test.slow() allows.
  test.setTimeout(600_000);

  // The landing page's quote: the plans open.
  await page.goto(siteA('/'));
  const quote = landingQuoteForm(page);
  await fillQuote(quote);
  await expectAccessible(page);
  await quote.getQuote.click();
  await expect(page).toHaveURL(/\/plans$/);
  await expectAccessible(page);

  // A disability plan and a limited medical plan: Employer, Beneficiary and Health Questions join the wizard.
  await addFromMenu(page, 'Disability Income', 'Summit Income Protector 1500', { underMore: true });
  await expectAccessible(page);
  await addFromMenu(page, 'Limited Med', 'Northstar Limited Medical 250');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, 2 plans, / })
    .click();
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row');
  await expect(lines.filter({ hasText: 'Summit Income Protector 1500' })).toBeVisible();
  await expect(lines.filter({ hasText: 'Northstar Limited Medical 250' })).toBeVisible();
  await expectAccessible(page);

  await checkoutToWizard(page);
  await expect(wizardStepList(page)).toHaveText([
    'Personal Information',
    'Contact Information',
    'Employer Information',
    'Beneficiary Information',
    'Health Questions',
    'Billing Information',
    'Agreement & Signature',
    'Review & Confirmation',
  ]);
  await expectAccessible(page);

  const personal = wizardStep(page, 'Personal Information');
  await personal.getByLabel('First Name').fill('Ana');
  await personal.getByLabel('Last Name').fill('Reyes');
  await personal.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await personal.getByLabel('Social Security Number').fill('123-45-6789');
  await personal.getByLabel('Height (feet)').fill('5');
  await personal.getByLabel('Height (inches)').fill('6');
  await personal.getByLabel('Weight (lbs)').fill('150');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Contact Information');
  const contact = await fillContact(page, { email: EMAIL });
  await expectAccessible(page);
  await contact.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Employer Information');
  const employer = wizardStep(page, 'Employer Information');
  await fillEmployer(employer);
  await employer.getByLabel('Employer Industry').fill('Logistics');
  await employer.getByLabel('Number of Employees').fill('120');
  await expectAccessible(page);
  await employer.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Beneficiary Information');
  const beneficiary = page.getByRole('form', { name: 'Add Beneficiary' });
  await beneficiary.getByLabel('First Name').fill('Luis');
  await beneficiary.getByLabel('Last Name').fill('Reyes');
  await beneficiary.getByLabel('Date of Birth').pressSequentially('03141990');
  await beneficiary.getByLabel('Relationship').selectOption({ label: 'Spouse' });
  await beneficiary.getByLabel('Beneficiary Percentage').fill('100');
  await beneficiary.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('list', { name: 'Beneficiaries' })).toContainText('Luis');
  await expect(wizardStep(page, 'Beneficiary Information').getByRole('status')).toHaveText(
    'Now You can Continue Enrollment',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Health Questions: every answer starts at No, which is this applicant's answer.
  await expectStep(page, 'Health Questions');
  const health = wizardStep(page, 'Health Questions');
  for (const question of await health.getByRole('group').all())
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
  await health.getByLabel('Additional Notes').fill('No conditions to report.');
  await expectAccessible(page);
  await health.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Billing Information');
  const billing = wizardStep(page, 'Billing Information');
  await billing.getByRole('radio', { name: 'Credit Card' }).check();
  await billing.getByLabel('First Name on Card').fill('Ana');
  await billing.getByLabel('Last Name on Card').fill('Reyes');
  await billing.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await billing.getByLabel('Expiration Month').selectOption('12');
  await billing.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 1));
  await billing.getByLabel('Security Code').fill('123');
  await billing.getByLabel('Choose physical address').check();
  await expect(billing.getByLabel('Address Line 1')).toHaveValue('1200 Main St');
  await expectAccessible(page);
  await billing.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Agreement & Signature');
  const agreement = wizardStep(page, 'Agreement & Signature');
  const boxes = agreement.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await agreement.getByLabel(/Applicant Name/).fill('Ana Reyes');
  const pad = agreement.getByRole('img', { name: /Signature pad/ });
  await drawSignature(page, pad);
  await expect(agreement.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expectAccessible(page);
  await agreement.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Review & Confirmation');
  const card = (title: string) => page.getByRole('region', { name: title, exact: true });
  await expect(card('Personal Information')).toContainText('***-**-6789');
  await expect(page.getByText('123-45-6789')).toHaveCount(0);
  await expect(card('Employer Information')).toContainText('Lone Star Logistics');
  await expect(card('Billing Information')).toContainText('4242');
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Your Plans' });
  await expect(summary).toContainText('Summit Income Protector 1500');
  await expect(summary).toContainText('Northstar Limited Medical 250');
  await expectAccessible(page);

  await card('Contact Information').getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Contact Information' });
  await expect(details).toContainText(EMAIL);
  await expect(details).toContainText('1200 Main St');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expectStep(page, 'Contact Information');
  const edit = wizardStep(page, 'Contact Information');
  await expect(edit.getByLabel('Address Line 1')).toHaveValue('1200 Main St');
  await edit.getByLabel('Address Line 1').fill('1300 Elm St');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/, { timeout: SAVING });
  await expectStep(page, 'Review & Confirmation');
  await expect(card('Contact Information')).toContainText('1300 Elm St');
  await expect(card('Contact Information')).not.toContainText('1200 Main St');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/receipt\?id=/, { timeout: SAVING });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ana Reyes!' })).toBeVisible();
  const number = page.getByText(/^OE-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(number).toBeVisible();
  const confirmation = (await number.textContent()) ?? '';
  await expect(
    page.getByText("A receipt has been sent to your e-mail address with the subject 'Enrollment Receipt'."),
  ).toBeVisible();
  await expectAccessible(page);

  // The browser's Back leads to the step before the review, which no longer opens the submitted enrollment.
  await page.goBack();
  await expect(page.getByText('There is no enrollment in progress on this device.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse plans' })).toBeVisible();
  await expectAccessible(page);

  // The receipt e-mail carries the application PDF, named by the confirmation number; the mailbox downloads it.
  const mail = await openMail(page, /Enrollment Receipt/, EMAIL);
  expect(mail).toContain(confirmation);
  expect(mail).toContain('Your application is attached to this e-mail as a PDF');
  const attachment = page.getByRole('region', { name: 'Attachment' });
  const file = attachment.getByRole('link', { name: `application-${confirmation}.pdf` });
  await expect(file).toHaveAccessibleDescription(/^application\/pdf, \d+\.\d KB$/);
  await expectAccessible(page, { exclude: ['iframe'] });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(`application-${confirmation}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
