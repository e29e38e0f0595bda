import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { reachStep } from '../steps.ts';

/** A critical illness plan: it brings the Health Questions step, and its price asks whether she uses tobacco. */
const reachHealthQuestions = (page: Page) =>
  reachStep(page, 'Health Questions', {
    plans: [{ category: 'critical', name: 'Keystone Critical Illness 10,000' }],
    quote: { is_smoker: 0 },
    body: true,
  });

test("Health Questions: a Yes asks for its details in the spec's words, medications are listed, Next moves on", async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const form = await reachHealthQuestions(page);
  const heart = form.getByRole('group', { name: /heart disease, a heart attack/ });
  const medication = form.getByRole('group', { name: /prescription medication/ });
  // Every question starts at No.
  for (const question of await form.getByRole('group').all())
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
  await expectAccessible(page);

  await heart.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  for (const label of ['Health Condition', 'Date of Onset', 'Receiving Treatment', 'Taking Medication'])
    await expect(heart.getByLabel(label)).toHaveAccessibleDescription('Field is required');
  await expect(heart.getByLabel('Health Condition')).toBeFocused();
  await expect(page).toHaveURL(siteA('/enrollment/health-questions'));
  await expectAccessible(page);

  await heart.getByLabel('Health Condition').fill('High blood pressure');
  // Dates take shape as they are typed: a month above 12 and a day above 31 are lowered to them.
  await heart.getByLabel('Date of Onset').pressSequentially('13352020');
  await expect(heart.getByLabel('Date of Onset')).toHaveValue('12/31/2020');
  await heart.getByLabel('Date of Recovery').pressSequentially('01012099');
  await heart.getByLabel('Receiving Treatment').selectOption({ label: 'Yes' });
  await heart.getByLabel('Taking Medication').selectOption({ label: 'Yes' });
  await heart.getByLabel('Symptoms').fill('Headaches now and then');

  await medication.getByRole('radio', { name: 'Yes' }).check();
  await expect(medication).toContainText('Please list the generic name of each medication, not the brand name.');
  const rows = medication.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(medication.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const fillRow = async (index: number, values: [string, string, string]) => {
    const row = rows.nth(index);
    await row.getByRole('textbox', { name: 'Medication', exact: true }).fill(values[0]);
    await row.getByRole('textbox', { name: 'Dosage' }).fill(values[1]);
    await row.getByRole('textbox', { name: 'Medical Condition' }).fill(values[2]);
  };
  await fillRow(0, ['Ibuprofen', '200 mg', 'Headaches']);
  await medication.getByRole('button', { name: 'Add Medication' }).click();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('textbox', { name: 'Medication', exact: true }).fill('Lisinopril');
  await form.getByRole('button', { name: 'Next' }).click();
  // The recovery date lies ahead, and the new medication row lacks its dosage and condition.
  await expect(heart.getByLabel('Date of Recovery')).toHaveAccessibleDescription('This date cannot be in the future');
  await expect(rows.nth(1).getByRole('textbox', { name: 'Dosage' })).toHaveAccessibleDescription('Field is required');
  await expect(rows.nth(1).getByRole('textbox', { name: 'Medical Condition' })).toHaveAccessibleDescription(
    'Field is required',
  );
  await expectAccessible(page);

  await heart.getByLabel('Date of Recovery').fill('');
  await medication.getByRole('button', { name: 'Remove medication 2' }).click();
  await expect(rows).toHaveCount(1);
  await expect(medication.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await form.getByLabel('Additional Notes').fill('Blood pressure stable for two years.');
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();

  // Opened again, the step shows what was saved.
  await page.goto(siteA('/enrollment/health-questions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Health Questions' })).toBeVisible();
  await expect(heart.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(heart.getByLabel('Health Condition')).toHaveValue('High blood pressure');
  await expect(heart.getByLabel('Date of Onset')).toHaveValue('12/31/2020');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('textbox', { name: 'Medication', exact: true })).toHaveValue('Ibuprofen');
  await expect(form.getByLabel('Additional Notes')).toHaveValue('Blood pressure stable for two years.');
  await expectAccessible(page);
});

test('Health Questions: a reload keeps the answers being typed', async ({ page }) => {
  const form = await reachHealthQuestions(page);
  const heart = form.getByRole('group', { name: /heart disease, a heart attack/ });
  await heart.getByRole('radio', { name: 'Yes' }).check();
  await heart.getByLabel('Health Condition').fill('Angina');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Questions' })).toBeVisible();
  await expect(heart.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(heart.getByLabel('Health Condition')).toHaveValue('Angina');
});
