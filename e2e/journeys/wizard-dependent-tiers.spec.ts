import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  addFromListing,
  addPlanDecliningOffer,
  BUSY,
  checkoutToWizard,
  fillContact,
  fillEmployer,
  getQuoteWithDependents,
  wizardStep,
} from '../steps.ts';

/** The spec's words on the Dependent step (part 2, §2.10, §5). */
const SPOUSE_QUESTION = 'Will you be Enrolling your spouse ?';
const SPOUSE_STATUS = 'Please select spouse status';
const NINE_CHILDREN = 'The Member + Child(ren) tier can include coverage for up to nine (9) children.';
const L713_ONE_CHILD =
  'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further';
const PROCEED = 'You can proceed further clicking next button';

/** The IHA plan: a medical plan, so dependents give their height and weight and answer the health questions. */
const IHA_PLAN = 'Northstar HSA Saver 6000';

async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: BUSY });
}

/** From the cart: Personal (height and weight when asked, no prior coverage) and Contact; the next step opens. */
async function throughPersonalAndContact(page: Page, { body }: { body: boolean }) {
  await checkoutToWizard(page, { timeout: BUSY });
  const personal = wizardStep(page, 'Personal Information');
  await personal.getByLabel('First Name').fill('Ana');
  await personal.getByLabel('Last Name').fill('Reyes');
  await personal.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await personal.getByLabel('Social Security Number').fill('123-45-6789');
  if (body) {
    await personal.getByRole('radio', { name: 'No' }).check();
    await personal.getByLabel('Height (feet)').fill('5');
    await personal.getByLabel('Height (inches)').fill('6');
    await personal.getByLabel('Weight (lbs)').fill('150');
  }
  await personal.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Contact Information');
  const contact = await fillContact(page);
  await contact.getByRole('button', { name: 'Next' }).click();
}

/** With the IHA plan in the cart: Personal, Contact, Employer skipped, Health Questions all No. */
async function throughIhaSteps(page: Page) {
  await throughPersonalAndContact(page, { body: true });
  await expectStep(page, 'Employer Information');
  await wizardStep(page, 'Employer Information').getByRole('button', { name: 'Skip' }).click();
  await expectStep(page, 'Health Questions');
  await wizardStep(page, 'Health Questions').getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Dependent Information');
}

type Dependent = { first: string; dob?: string; gender: 'Female' | 'Male'; ssn: string; body?: boolean };

/** Types one dependent into its form (the date of birth only when the quote did not give it) and submits it. */
async function submitDependent(form: Locator, { first, dob, gender, ssn, body = false }: Dependent) {
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill('Reyes');
  if (dob) await form.getByLabel('Date of Birth').pressSequentially(dob.replaceAll('/', ''));
  await form.getByLabel('Gender').selectOption({ label: gender });
  await form.getByLabel('Social Security Number').fill(ssn);
  if (body) {
    await form.getByLabel('Height (feet)').fill('4');
    await form.getByLabel('Height (inches)').fill('2');
    await form.getByLabel('Weight (lbs)').fill('70');
  }
  await form.getByRole('button', { name: 'Submit' }).click();
}

const dependentList = (page: Page) => page.getByRole('list', { name: 'Dependents' }).getByRole('listitem');
const nextButton = (page: Page) => wizardStep(page, 'Dependent Information').getByRole('button', { name: 'Next' });

const CHILDREN = ['Mia', 'Leo', 'Ava', 'Eli', 'Zoe', 'Ian', 'Amy', 'Max', 'Ivy'];

test('IHA, Member + Child(ren): nine children, then the add button goes and the hint stays', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  test.setTimeout(900_000);
  await getQuoteWithDependents(page, { tier: 'Member + Child(ren)', children: 9 });
  await addPlanDecliningOffer(page, 'medical', IHA_PLAN);
  await throughIhaSteps(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Child information required' })).toBeVisible();
  await expect(page.getByText(NINE_CHILDREN)).toBeVisible();
  await expect(page.getByText('Please add/edit your dependent info to add/edit health questions.')).toBeVisible();
  await expectAccessible(page);

  for (const [index, first] of CHILDREN.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Dependent' }).click();
    const form = page.getByRole('form', { name: `Dependent #${index + 1}` });
    await expect(form.getByText('Relationship: Child')).toBeVisible();
    await submitDependent(form, {
      first,
      dob: `0${(index % 9) + 1}/15/2012`,
      gender: index % 2 ? 'Male' : 'Female',
      ssn: `456-78-90${10 + index}`,
      body: true,
    });
    await expect(dependentList(page)).toHaveCount(index + 1, { timeout: BUSY });
  }
  await expect(dependentList(page).last()).toHaveText('Child#9 Ivy Reyes');
  // Nine is all the tier takes: no more adding, and the hint still says why.
  await expect(page.getByRole('button', { name: 'Add Dependent' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: /^Dependent #/ })).toHaveCount(0);
  await expect(page.getByText(NINE_CHILDREN)).toBeVisible();
  await expect(page.getByText(PROCEED)).toBeVisible();
  await expectAccessible(page);

  await nextButton(page).click();
  await expectStep(page, 'Billing Information');
});

test('premier with IHA: the spouse question Yes, No, then Yes brings the spouse back, and the new price shows', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  test.setTimeout(900_000);
  await getQuoteWithDependents(page, { tier: 'Member + Child(ren)', children: 1 });
  await addFromListing(page, 'dental', 'BrightSmile Premier Dental with Ortho');
  await addPlanDecliningOffer(page, 'medical', IHA_PLAN);
  await throughIhaSteps(page);

  const question = page.getByRole('form', { name: 'Spouse enrollment' });
  const answers = question.getByRole('radiogroup', { name: SPOUSE_QUESTION });
  await expect(answers).toBeVisible();
  // Nothing to list or go on with before the question is answered.
  await expect(nextButton(page)).toHaveCount(0);
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(question.getByText(SPOUSE_STATUS)).toBeVisible();
  await expectAccessible(page);

  await answers.getByRole('radio', { name: 'Yes' }).check();
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Spouse & Child information required' })).toBeVisible();
  const spouse = page.getByRole('form', { name: 'Dependent #1' });
  await expect(spouse.getByText('Relationship: Spouse')).toBeVisible();
  await submitDependent(spouse, { first: 'Sam', dob: '09/15/1982', gender: 'Male', ssn: '321-54-9876', body: true });
  const child = page.getByRole('form', { name: 'Dependent #2' });
  await expect(child.getByText('Relationship: Child')).toBeVisible({ timeout: BUSY });
  await submitDependent(child, { first: 'Mia', dob: '08/08/2015', gender: 'Female', ssn: '456-78-9012', body: true });
  await expect(dependentList(page)).toHaveText(['Spouse#1 Sam Reyes', 'Child#1 Mia Reyes'], { timeout: BUSY });
  await expectAccessible(page);

  // No: the spouse leaves the list (and the tier is the child's alone).
  await page.getByRole('button', { name: 'Enroll Spouse' }).click();
  await expect(answers.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await answers.getByRole('radio', { name: 'No' }).check();
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(dependentList(page)).toHaveText(['Child#1 Mia Reyes']);
  await expect(page.getByRole('heading', { level: 2, name: 'Child information required' })).toBeVisible();
  // A premier plan takes one child under Member + Child(ren).
  await expect(page.getByRole('button', { name: 'Add Dependent' })).toHaveCount(0);
  await expect(nextButton(page)).toBeVisible();
  await expectAccessible(page);

  // Yes again: the spouse typed before comes back, first in the list, nothing to type again.
  await page.getByRole('button', { name: 'Enroll Spouse' }).click();
  await answers.getByRole('radio', { name: 'Yes' }).check();
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(dependentList(page)).toHaveText(['Spouse#1 Sam Reyes', 'Child#1 Mia Reyes']);
  await expect(page.getByRole('heading', { level: 2, name: 'Spouse & Child information required' })).toBeVisible();
  await expectAccessible(page);

  // The spouse made the quoted Member + Child(ren) a Family: the new price shows before the step is left.
  await nextButton(page).click();
  const repriced = page.getByRole('dialog', { name: 'Your coverage tier has changed' });
  await expect(repriced).toBeVisible({ timeout: BUSY });
  await expect(repriced).toContainText(
    'The dependents you entered make your coverage Family instead of Member + Child(ren).',
  );
  await expect(repriced).toContainText(/Your recurring monthly cost is now \$[\d,]+\.\d\d \(it was \$[\d,]+\.\d\d\)\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Dependent Information' })).toBeVisible();
  await expectAccessible(page);
  await repriced.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Billing Information');
});

test('L713, Member + Child(ren): a second child is refused with the spec message until it is deleted', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  test.setTimeout(900_000);
  await getQuoteWithDependents(page, { tier: 'Member + Child(ren)', children: 2 });
  await addPlanDecliningOffer(page, 'limitedmed', 'Northstar Limited Medical 100');
  await throughPersonalAndContact(page, { body: false });

  await expectStep(page, 'Employer Information');
  const employer = wizardStep(page, 'Employer Information');
  await fillEmployer(employer);
  await employer.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Dependent Information');
  await expect(page.getByRole('heading', { level: 2, name: 'Child information required' })).toBeVisible();
  await submitDependent(page.getByRole('form', { name: 'Dependent #1' }), {
    first: 'Mia',
    dob: '08/08/2015',
    gender: 'Female',
    ssn: '456-78-9012',
  });
  await expect(dependentList(page)).toHaveText(['Child#1 Mia Reyes'], { timeout: BUSY });
  await expect(nextButton(page)).toBeVisible();
  // An L713 plan takes one child: the nine-children hint would say otherwise.
  await expect(page.getByText(NINE_CHILDREN)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Dependent' }).click();
  await submitDependent(page.getByRole('form', { name: 'Dependent #2' }), {
    first: 'Leo',
    dob: '09/09/2017',
    gender: 'Male',
    ssn: '456-78-9013',
  });
  await expect(dependentList(page)).toHaveText(['Child#1 Mia Reyes', 'Child#2 Leo Reyes'], { timeout: BUSY });
  await expect(page.getByText(L713_ONE_CHILD)).toBeVisible();
  await expect(nextButton(page)).toHaveCount(0);
  await expect(page.getByText(PROCEED)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete Child#2 Leo Reyes' }).click();
  await expect(page.getByText(L713_ONE_CHILD)).toHaveCount(0);
  await expect(page.getByText(PROCEED)).toBeVisible();
  await expectAccessible(page);
  await nextButton(page).click();
  await expectStep(page, 'Billing Information');
});
