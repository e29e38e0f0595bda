import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DENTAL, reachStep, wizardStep } from '../steps.ts';

/**
 * The quote as its dependents dialog sends it (the spouse's birth date, the number of children), a dental plan (it
 * brings the Dependent step), Personal and Contact saved: the step opens.
 */
const toDependentStep = (page: Page, quote: NonNullable<Parameters<typeof reachStep>[2]['quote']>) =>
  reachStep(page, 'Dependent Information', { plans: [DENTAL], quote });

test('Member + Spouse: the quoted spouse completed, a rule refused, an edit, a reload, then Next', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await toDependentStep(page, { tier: 'IS', dependents: { dep_dob: '09/15/1982' } });
  await expect(page.getByRole('heading', { level: 2, name: 'Spouse information required' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Dependent #1' });
  await expect(add.getByText('Relationship: Spouse')).toBeVisible();
  // The spouse the quote priced, with the date of birth given then.
  await expect(add.getByLabel('Date of Birth')).toHaveValue('09/15/1982');
  // Nothing to go on with yet.
  await expect(wizardStep(page, 'Dependent Information').getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page);

  await add.getByLabel('First Name').fill('S4m');
  await add.getByLabel('Social Security Number').fill('12345');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByLabel('First Name')).toHaveAccessibleDescription('Please enter valid first name');
  await expect(add.getByLabel('Last Name')).toHaveAccessibleDescription('Field is required');
  await expect(add.getByLabel('Gender')).toHaveAccessibleDescription('Field is required');
  await expect(add.getByLabel('Social Security Number')).toHaveAccessibleDescription('Invalid Social Security Number');
  await expectAccessible(page);

  await add.getByLabel('First Name').fill('Sam');
  await add.getByLabel('Last Name').fill('Reyes');
  await add.getByLabel('Gender').selectOption({ label: 'Male' });
  await add.getByLabel('Social Security Number').fill('321-54-9876');
  await add.getByRole('button', { name: 'Submit' }).click();
  const list = page.getByRole('list', { name: 'Dependents' });
  await expect(list.getByRole('listitem')).toHaveText(['Spouse#1 Sam Reyes']);
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  // One spouse is all this tier covers.
  await expect(page.getByRole('button', { name: 'Add Dependent' })).toHaveCount(0);
  const next = wizardStep(page, 'Dependent Information').getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  await expectAccessible(page);

  await list.getByRole('button', { name: 'Edit Spouse#1 Sam Reyes' }).click();
  const edit = page.getByRole('form', { name: 'Edit Dependent #1' });
  await expect(edit.getByLabel('First Name')).toHaveValue('Sam');
  await expect(list.getByRole('button', { name: 'Delete Spouse#1 Sam Reyes' })).toBeDisabled();
  await expect(next).toBeDisabled();
  await expectAccessible(page);
  await edit.getByLabel('First Name').fill('Samuel');
  const kept = page.waitForResponse(
    (response) => response.url().includes('/save-dependent-info-to-temp') && response.ok(),
  );
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['Spouse#1 Samuel Reyes']);

  // The list is the step's draft: a reload keeps it, the SSN shown only by its last four digits.
  await kept;
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveText(['Spouse#1 Samuel Reyes']);
  await list.getByRole('button', { name: 'Edit Spouse#1 Samuel Reyes' }).click();
  await expect(page.getByLabel('Social Security Number, on file, ending in 9876')).toBeVisible();
  await page.getByRole('form', { name: 'Edit Dependent #1' }).getByRole('button', { name: 'Cancel' }).click();

  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
});

test('Family: the spouse, then a child past 26 kept only when legally disabled, a delete and Next', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await toDependentStep(page, { tier: 'IF', dependents: { dep_dob: '09/15/1982', no_of_children: 1 } });
  await expect(page.getByRole('heading', { level: 2, name: 'Spouse & Child information required' })).toBeVisible();
  await expect(page.getByText('The Member + Family tier can include coverage up to nine (9) dependent.')).toBeVisible();
  await expect(page.getByText(/Dependents are your legal spouse/)).toBeVisible();

  const spouse = page.getByRole('form', { name: 'Dependent #1' });
  await expect(spouse.getByText('Relationship: Spouse')).toBeVisible();
  await spouse.getByLabel('First Name').fill('Sam');
  await spouse.getByLabel('Last Name').fill('Reyes');
  await spouse.getByLabel('Gender').selectOption({ label: 'Male' });
  await spouse.getByLabel('Social Security Number').fill('321-54-9876');
  await spouse.getByRole('button', { name: 'Submit' }).click();

  // The family still lacks a child: the next form opens for one.
  const child = page.getByRole('form', { name: 'Dependent #2' });
  await expect(child.getByText('Relationship: Child')).toBeVisible();
  await child.getByLabel('First Name').fill('Mia');
  await child.getByLabel('Last Name').fill('Reyes');
  await child.getByLabel('Date of Birth').pressSequentially('01011990');
  await child.getByLabel('Gender').selectOption({ label: 'Female' });
  await child.getByLabel('Social Security Number').fill('456-78-9012');
  await child.getByRole('button', { name: 'Submit' }).click();
  await expect(child.getByLabel('Date of Birth')).toHaveAccessibleDescription(
    'A child must be under 26 on the effective date, unless legally disabled',
  );
  await expectAccessible(page);

  const disabled = child.getByRole('radiogroup', { name: 'Is this dependent legally disabled?' });
  await disabled.getByRole('radio', { name: 'Yes' }).check();
  await child.getByRole('button', { name: 'Submit' }).click();
  await expect(child.getByLabel('Disability condition')).toHaveAccessibleDescription('Field is required');
  await child.getByLabel('Disability condition').fill('Cerebral palsy');
  await child.getByRole('button', { name: 'Submit' }).click();

  const list = page.getByRole('list', { name: 'Dependents' });
  await expect(list.getByRole('listitem')).toHaveText(['Spouse#1 Sam Reyes', 'Child#1 Mia Reyes']);
  const next = wizardStep(page, 'Dependent Information').getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  await expectAccessible(page);

  // A family needs a child: without one Next goes away, and a new form asks for one.
  await list.getByRole('button', { name: 'Delete Child#1 Mia Reyes' }).click();
  await expect(next).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Dependent' }).click();
  const again = page.getByRole('form', { name: 'Dependent #2' });
  await again.getByLabel('First Name').fill('Leo');
  await again.getByLabel('Last Name').fill('Reyes');
  await again.getByLabel('Date of Birth').pressSequentially('08082015');
  await again.getByLabel('Gender').selectOption({ label: 'Male' });
  await again.getByLabel('Social Security Number').fill('456-78-9013');
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['Spouse#1 Sam Reyes', 'Child#1 Leo Reyes']);

  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
});
