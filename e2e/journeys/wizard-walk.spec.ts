import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  addCriticalIllness,
  addFromListing,
  addPlanDecliningOffer,
  BUSY,
  checkoutToWizard,
  drawSignature,
  getQuote,
  getQuoteWithDependents,
  wizardStep,
  wizardStepList,
} from '../steps.ts';

/** One thing a person does in a form, found by the field's label or the control's name. */
type Entry =
  | { fill: string; with: string }
  /** Typed key by key: dates take their shape as they are typed. */
  | { type: string; keys: string }
  | { choose: string; option: string }
  | { tick: string }
  /** Every checkbox of the form: the agreements. */
  | { tickAll: true }
  | { sign: true };

/** What a person does on one step, and what the review then shows of it. */
type StepData = {
  entries?: Entry[];
  /** A list step's items: the button that opens the item's form (none when it is open), its form, what is typed. */
  items?: { add?: string; form: string; entries: Entry[]; listed: string }[];
  /** Shown by the review: in the card's details, or on the card for a list kept on its own step. */
  review: string[];
  /** Typed on the step, never shown whole again. */
  masked?: string[];
};

/** A walk: how the cart is made, and each step's data by the step's name in the progress list. */
type DataSet = { cart: (page: Page) => Promise<void>; steps: Record<string, StepData> };

const REVIEW = 'Review & Confirmation';
const nextYear = String(new Date().getFullYear() + 1);

const agreement: StepData = {
  entries: [{ tickAll: true }, { fill: 'Applicant Name', with: 'Ana Reyes' }, { sign: true }],
  review: ['Ana Reyes', 'Signed', 'Yes'],
};

/** The fewest steps and fields: a dental plan alone, for the member only, paid by card. */
const minimal: DataSet = {
  cart: async (page) => {
    await getQuote(page);
    await addFromListing(page, 'dental', 'BrightSmile Preventive Dental');
  },
  steps: {
    'Personal Information': {
      entries: [
        { fill: 'First Name', with: 'Ana' },
        { fill: 'Last Name', with: 'Reyes' },
        { choose: 'Marital Status', option: 'Single' },
        { fill: 'Social Security Number', with: '123-45-6789' },
      ],
      review: ['Ana', 'Reyes', 'Single', '***-**-6789'],
      masked: ['123-45-6789'],
    },
    'Contact Information': {
      entries: [
        { fill: 'Address Line 1', with: '1200 Main St' },
        { fill: 'City', with: 'Dallas' },
        { fill: 'Zip Code', with: '75201' },
        { fill: 'Phone Number', with: '2145550100' },
        { fill: 'Email Address', with: `ana.walks.${Date.now()}@example.com` },
      ],
      review: ['1200 Main St', 'Dallas', 'TX', '75201', '2145550100', 'ana.walks.'],
    },
    'Billing Information': {
      entries: [
        { tick: 'Credit Card' },
        { fill: 'First Name on Card', with: 'Ana' },
        { fill: 'Last Name on Card', with: 'Reyes' },
        { fill: 'Card Number', with: '4242 4242 4242 4242' },
        { choose: 'Expiration Month', option: '12' },
        { choose: 'Expiration Year', option: nextYear },
        { fill: 'Security Code', with: '123' },
        { tick: 'Choose physical address' },
      ],
      review: ['Credit Card', '**** 4242', '12', nextYear],
      masked: ['4242 4242 4242 4242', '4242424242424242'],
    },
    'Agreement & Signature': agreement,
  },
};

/** Every step, every optional field: a couple, with critical illness, limited medical and accident plans. */
const maximal: DataSet = {
  cart: async (page) => {
    await getQuoteWithDependents(page, { tier: 'Member + Spouse', spouseDob: '09/15/1982' });
    await addCriticalIllness(page);
    await addPlanDecliningOffer(page, 'limitedmed', 'Northstar Limited Medical 250');
    await addPlanDecliningOffer(page, 'accident', 'Summit Accident Plus');
  },
  steps: {
    'Personal Information': {
      entries: [
        { fill: 'First Name', with: 'Ana' },
        { fill: 'Middle Name', with: 'Lucia' },
        { fill: 'Last Name', with: 'Reyes' },
        { choose: 'Marital Status', option: 'Married' },
        { fill: 'Social Security Number', with: '123-45-6789' },
        { fill: 'Height (feet)', with: '5' },
        { fill: 'Height (inches)', with: '6' },
        { fill: 'Weight (lbs)', with: '150' },
      ],
      review: ['Ana', 'Lucia', 'Reyes', 'Married', '***-**-6789', '5', '6', '150'],
      masked: ['123-45-6789'],
    },
    'Contact Information': {
      entries: [
        { fill: 'Address Line 1', with: '1200 Main St' },
        { fill: 'Address Line 2', with: 'Apt 4B' },
        { fill: 'City', with: 'Dallas' },
        { fill: 'Zip Code', with: '75201' },
        { fill: 'Phone Number', with: '2145550100' },
        { fill: 'Email Address', with: `ana.walks.all.${Date.now()}@example.com` },
      ],
      review: ['1200 Main St', 'Apt 4B', 'Dallas', 'TX', '75201', '2145550100', 'ana.walks.all.'],
    },
    'Employer Information': {
      entries: [
        { fill: 'Employer Name', with: 'Lone Star Logistics' },
        { fill: 'Employer Phone Number', with: '2145550199' },
        { fill: 'Street Address 1', with: '500 Commerce St' },
        { fill: 'Street Address 2', with: 'Suite 300' },
        { fill: 'City', with: 'Dallas' },
        { fill: 'Zip Code', with: '75201' },
        { fill: 'Occupation', with: 'Dispatcher' },
        { choose: 'Employment Status', option: 'Active' },
        { choose: 'Average Work Week', option: '40 hours or more' },
        { type: 'Employment Start Date', keys: '01/15/2020' },
        { choose: 'Compensation Type', option: 'Salary' },
        { choose: 'Vacation Policy', option: '2 weeks' },
        { choose: 'Bargaining Unit', option: 'No' },
        { tick: 'Standard 6' },
        { tick: 'Birthday' },
      ],
      review: [
        'Lone Star Logistics',
        '2145550199',
        '500 Commerce St',
        'Suite 300',
        'Dispatcher',
        'Active',
        '40 hours or more',
        '01/15/2020',
        'Salary',
        '2 weeks',
        'Standard 6, Birthday',
      ],
    },
    'Beneficiary Information': {
      items: [
        {
          form: 'Add Beneficiary',
          entries: [
            { fill: 'First Name', with: 'Luis' },
            { fill: 'Middle Name', with: 'Ramon' },
            { fill: 'Last Name', with: 'Reyes' },
            { type: 'Date of Birth', keys: '03/14/1990' },
            { choose: 'Relationship', option: 'Sibling' },
            { fill: 'Beneficiary Percentage', with: '100' },
            { fill: 'Social Security Number', with: '234-56-7890' },
          ],
          listed: 'Luis',
        },
        {
          add: '+ Add Contingent Beneficiary',
          form: 'Add Contingent Beneficiary',
          entries: [
            { fill: 'First Name', with: 'Kim' },
            { fill: 'Last Name', with: 'Reyes' },
            { type: 'Date of Birth', keys: '07/04/1988' },
            { choose: 'Relationship', option: 'Spouse' },
            { fill: 'Social Security Number', with: '987-65-4321' },
          ],
          listed: 'Kim',
        },
      ],
      review: ['Beneficiaries', '2'],
      masked: ['234-56-7890', '987-65-4321'],
    },
    'Health Questions': {
      entries: [{ fill: 'Additional Notes', with: 'No conditions to report.' }],
      review: ['No conditions to report.'],
    },
    'Dependent Information': {
      items: [
        {
          // The spouse the quote priced: the date of birth given then is already there.
          form: 'Dependent #1',
          entries: [
            { fill: 'First Name', with: 'Sam' },
            { fill: 'Middle Name', with: 'Tomas' },
            { fill: 'Last Name', with: 'Reyes' },
            { choose: 'Gender', option: 'Male' },
            { fill: 'Social Security Number', with: '321-54-9876' },
          ],
          listed: 'Spouse#1 Sam Reyes',
        },
      ],
      review: ['Dependents', '1'],
      masked: ['321-54-9876'],
    },
    'Billing Information': {
      entries: [
        { tick: 'Bank Account (EFT)' },
        // The demo directory's JPMorgan Chase in Dallas: its name follows the routing number.
        { fill: 'Routing Number', with: '111000614' },
        { fill: 'Account Holder Name', with: 'Ana Reyes' },
        { fill: 'Account Number', with: '000123456789' },
        { choose: 'Account Type', option: 'Checking' },
        { choose: 'Account Holder Type', option: 'Individual' },
        { choose: 'Billing Date', option: '15th of month' },
      ],
      review: [
        'Bank Account (EFT)',
        'Ana Reyes',
        'JPMORGAN CHASE BANK, NA',
        '6789',
        'Checking',
        'Individual',
        '15th of month',
      ],
      masked: ['000123456789'],
    },
    'Agreement & Signature': agreement,
  },
};

/** Does one entry in a form. */
async function apply(page: Page, form: Locator, entry: Entry) {
  if ('fill' in entry) {
    await form.getByLabel(entry.fill).fill(entry.with);
    // A zip code fills in its state: the form waits for it.
    if (entry.fill === 'Zip Code')
      await expect(form.getByRole('textbox', { name: 'State', exact: true })).not.toHaveValue('');
  } else if ('type' in entry) {
    await form.getByLabel(entry.type).fill('');
    await form.getByLabel(entry.type).pressSequentially(entry.keys.replaceAll('/', ''));
  } else if ('choose' in entry) await form.getByLabel(entry.choose).selectOption({ label: entry.option });
  else if ('tick' in entry)
    await form
      .getByRole('checkbox', { name: entry.tick })
      .or(form.getByRole('radio', { name: entry.tick }))
      .check();
  else if ('tickAll' in entry) {
    const boxes = form.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.check();
  } else await drawSignature(page, form.getByRole('img', { name: /Signature pad/ }));
}

/** Fills one step as its data says and goes Next. */
async function walkStep(page: Page, title: string, data: StepData) {
  const form = wizardStep(page, title);
  for (const item of data.items ?? []) {
    if (item.add) await page.getByRole('button', { name: item.add }).click();
    const itemForm = page.getByRole('form', { name: item.form, exact: true });
    for (const entry of item.entries) await apply(page, itemForm, entry);
    await itemForm.getByRole('button', { name: 'Submit' }).click();
    await expect(itemForm).toHaveCount(0, { timeout: BUSY });
    await expect(page.getByRole('list', { name: /^(Beneficiaries|Dependents)$/ }).first()).toContainText(item.listed);
  }
  for (const entry of data.entries ?? []) await apply(page, form, entry);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** The review: each step's card (or its details) shows what was typed, masked where masked. */
async function checkReview(page: Page, steps: Record<string, StepData>) {
  for (const [title, data] of Object.entries(steps)) {
    const card = page.getByRole('region', { name: title, exact: true });
    const details = card.getByRole('button', { name: 'View Details' });
    let shown: Locator = card;
    // isVisible() does not wait: the card must be there before it is asked whether it keeps its details apart.
    await expect(card).toBeVisible();
    if (await details.isVisible()) {
      await details.click();
      shown = page.getByRole('dialog', { name: title });
    }
    for (const text of data.review) await expect(shown, `${title}: ${text}`).toContainText(text);
    for (const text of data.masked ?? []) await expect(shown, `${title}: ${text} masked`).not.toContainText(text);
    if (shown !== card) {
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    }
  }
  const typedWhole = Object.values(steps).flatMap((data) => data.masked ?? []);
  for (const text of typedWhole) await expect(page.getByText(text)).toHaveCount(0);
}

/** Walks the steps the wizard lists, each by its data, to the review, and checks the review shows it all. */
async function walk(page: Page, { cart, steps }: DataSet, expectAccessible: (page: Page) => Promise<void>) {
  await cart(page);
  await checkoutToWizard(page, { timeout: BUSY });
  // The list comes with the enrollment's steps, after the wizard opens: read it once it is there.
  await expect(wizardStepList(page).first()).toBeVisible({ timeout: BUSY });
  const titles = await wizardStepList(page).allTextContents();
  // The data names exactly the steps this cart brings: a step added to the wizard needs its entry here.
  expect([...titles].sort()).toEqual([...Object.keys(steps), REVIEW].sort());
  for (const title of titles) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: BUSY });
    const data = steps[title];
    if (!data) break;
    await walkStep(page, title, data);
  }
  await expectAccessible(page);
  await checkReview(page, steps);
}

test('the minimal walk: a dental plan alone, the fewest steps and fields, each shown on the review', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  test.setTimeout(600_000);
  await walk(page, minimal, expectAccessible);
});

test('the maximal walk: every step, every optional field, each shown on the review', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  test.setTimeout(900_000);
  await walk(page, maximal, expectAccessible);
});
