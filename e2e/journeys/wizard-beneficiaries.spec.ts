import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { reachStep, wizardStep } from '../steps.ts';

type Beneficiary = { first: string; dob?: string; relationship?: string; percent?: string; ssn?: string };

/** Types one beneficiary into an open form and submits it. */
async function submitBeneficiary(
  form: Locator,
  { first, dob = '03141990', relationship = 'Child', percent, ssn }: Beneficiary,
) {
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill('Reyes');
  await form.getByLabel('Date of Birth').fill('');
  await form.getByLabel('Date of Birth').pressSequentially(dob);
  await form.getByLabel('Relationship').selectOption({ label: relationship });
  if (percent !== undefined) await form.getByLabel('Beneficiary Percentage').fill(percent);
  if (ssn) await form.getByLabel('Social Security Number').fill(ssn);
  await form.getByRole('button', { name: 'Submit' }).click();
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Add Beneficiary' });
const list = (page: Page) => page.getByRole('list', { name: 'Beneficiaries' });
/** What the step says of the total. */
const total = (page: Page) => wizardStep(page, 'Beneficiary Information').getByRole('status');

async function editPercent(page: Page, name: string, percent: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Beneficiary' });
  await form.getByLabel('Beneficiary Percentage').fill(percent);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
}

test('beneficiaries are checked one by one and total exactly 100, in the spec’s words', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  // An accident plan brings the Beneficiary step.
  await reachStep(page, 'Beneficiary Information', {
    plans: [{ category: 'accident', name: 'Summit Accident Essentials' }],
  });

  // A first visit: the form of the first beneficiary is open, and there is nothing to go on with yet.
  await expect(total(page)).toHaveText('Please add your beneficiaries before continuing.');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page);

  await submitBeneficiary(addForm(page), { first: 'J0', dob: '01012999', percent: '0' });
  await expect(addForm(page).getByLabel('First Name')).toHaveAccessibleDescription('Please enter valid first name');
  await expect(addForm(page).getByLabel('Date of Birth')).toHaveAccessibleDescription(
    'Birth date cannot be today or in the future',
  );
  await expect(addForm(page).getByLabel('Beneficiary Percentage')).toHaveAccessibleDescription(
    'Beneficiary percentage should not be 0 or more than 100',
  );
  await expect(list(page)).toHaveCount(0);
  await expectAccessible(page);

  await submitBeneficiary(addForm(page), { first: 'Ana', percent: '33.33', ssn: '123-45-6789' });
  await expect(list(page)).toContainText('•••-••-6789');
  await expect(list(page)).not.toContainText('123-45');
  await expect(total(page)).toHaveText(
    'Your total Beneficiary Percentage is 33.33 and it Should not be less than 100%',
  );
  for (const [first, percent] of [
    ['Ben', '33.33'],
    ['Cy', '33.34'],
  ] as const) {
    await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
    await expect(addForm(page).getByLabel('First Name')).toBeFocused();
    await submitBeneficiary(addForm(page), { first, percent });
    await expect(addForm(page)).toBeHidden();
  }
  // 33.33 + 33.33 + 33.34 is exactly 100.
  await expect(total(page)).toHaveText('Now You can Continue Enrollment');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add Beneficiary' })).toBeDisabled();
  await expectAccessible(page);

  await editPercent(page, 'Cy Reyes', '30');
  await expect(total(page)).toContainText(
    'Your total Beneficiary Percentage is 96.66 and it Should not be less than 100%',
  );
  await expect(total(page)).toContainText('Maximum allowed number of beneficiaries is 3');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await editPercent(page, 'Cy Reyes', '40');
  await expect(total(page)).toContainText(
    'Your total Beneficiary Percentage is 106.66 and it Should not be more than 100%',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete Cy Reyes' }).click();
  await expect(total(page)).toHaveText(
    'Your total Beneficiary Percentage is 66.66 and it Should not be less than 100%',
  );
  await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
  await submitBeneficiary(addForm(page), { first: 'Cy', percent: '33.34' });
  await expect(total(page)).toHaveText('Now You can Continue Enrollment');

  // The contingent beneficiary needs an SSN and shares no percentage.
  await page.getByRole('button', { name: '+ Add Contingent Beneficiary' }).click();
  const contingent = page.getByRole('form', { name: 'Add Contingent Beneficiary' });
  await expect(contingent.getByLabel('Beneficiary Percentage')).toHaveCount(0);
  await submitBeneficiary(contingent, { first: 'Kim', relationship: 'Spouse' });
  await expect(contingent.getByLabel('Social Security Number')).toHaveAccessibleDescription('Field is required');
  await contingent.getByLabel('Social Security Number').fill('987-65-4321');
  await contingent.getByRole('button', { name: 'Submit' }).click();
  await expect(list(page)).toContainText('•••-••-4321');

  // Only one contingent: adding another opens the one named, and while it is open nothing is deleted or sent.
  await page.getByRole('button', { name: '+ Add Contingent Beneficiary' }).click();
  const editContingent = page.getByRole('form', { name: 'Edit Contingent Beneficiary' });
  await expect(editContingent.getByLabel('First Name')).toHaveValue('Kim');
  const remove = page.getByRole('button', { name: 'Delete Ana Reyes' });
  await expect(remove).toHaveAccessibleDescription('Please submit the edited form first to delete');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please submit the edited form first to delete');
  // Playwright will not click what says it is disabled; a person can, and nothing happens.
  await remove.click({ force: true });
  await expect(remove).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAccessibleDescription('Please submit the edited form first to continue');
  await next.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please submit the edited form first to continue');
  await next.click({ force: true });
  await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);
  await expectAccessible(page);
  await editContingent.getByRole('button', { name: 'Cancel' }).click();
  await expect(editContingent).toBeHidden();

  // The list is kept as a draft, each beneficiary with the SSN it was checked with: a reload finds them all, the SSNs
  // shown by their last 4 digits only, and nothing needs typing again.
  await expect(page.getByText('What you typed is kept, even if you leave this page.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expect(list(page)).toContainText('•••-••-6789');
  await expect(list(page)).toContainText('•••-••-4321');
  await expect(page.getByText(/123-45|987-65/)).toHaveCount(0);
  await expect(total(page)).toHaveText('Now You can Continue Enrollment');
  // Reached in order, not from the review: no Back.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectAccessible(page);
  // The contingent beneficiary's SSN is on file: edited without typing it again, it is still accepted.
  await page.getByRole('button', { name: 'Edit Kim Reyes' }).click();
  const kim = page.getByRole('form', { name: 'Edit Contingent Beneficiary' });
  await expect(kim.getByLabel('Social Security Number, on file, ending in 4321')).toHaveValue('•••-••-4321');
  await kim.getByLabel('Relationship').selectOption({ label: 'Child' });
  await kim.getByRole('button', { name: 'Submit' }).click();
  await expect(kim).toBeHidden();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();

  // Saved: what comes back shows each SSN by its last 4 digits only.
  await page.goto('/enrollment/beneficiary-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
  await expect(list(page)).toContainText('•••-••-6789');
  await expect(list(page)).toContainText('•••-••-4321');
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);
});
