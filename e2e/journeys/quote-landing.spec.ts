/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, siteA, test } from '../fixtures.ts';
import { landingQuoteForm, sendQuote } from '../steps.ts';

const two = (value: number) => String(value).padStart(2, '0');
/** Today's month and day in a given year, as MM/DD/YYYY. */
const onThisDay = (year: number) => {
  const today = new Date();
  return `${two(today.getMonth() + 1)}/${two(today.getDate())}/${year}`;
};

test('the landing quote form says under each field what is wrong, then leads to the plans', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/'));
  const { zip, gender, tier, dob, getQuote: submit } = landingQuoteForm(page);
  await expect(tier).toHaveValue('IO');

  await submit.click();
  await expect(zip).toHaveAccessibleDescription('Field is required');
  await expect(gender).toHaveAccessibleDescription('Field is required');
  await expect(dob).toHaveAccessibleDescription('Field is required');
  await expect(zip).toBeFocused();
  await expectAccessible(page);

  await zip.fill('123');
  await gender.selectOption({ label: 'Female' });
  await submit.click();
  await expect(zip).toHaveAccessibleDescription('Invalid Zip code');
  await zip.fill('123456');
  await expect(zip).toHaveValue('12345');

  // The date is typed digit by digit: slashes arrive on their own, month and day stay in range.
  await dob.pressSequentially('13');
  await expect(dob).toHaveValue('12/');
  await dob.fill('');
  await dob.pressSequentially('4121985');
  await expect(dob).toHaveValue('04/12/1985');

  const year = new Date().getFullYear();
  for (const tooYoung of [onThisDay(year + 1), onThisDay(year - 17)]) {
    await dob.fill(tooYoung);
    await submit.click();
    await expect(dob).toHaveAccessibleDescription('Age must be between 18 and 100 years.');
  }

  // A zip of five digits that does not exist is refused by the server's zip lookup; what was typed stays.
  await dob.fill('04/12/1985');
  await zip.fill('00000');
  const lookup = page.waitForResponse((response) => response.url().includes('/validate-zip-code'));
  await submit.click();
  expect((await lookup).status()).toBe(422);
  await expect(zip).toHaveAccessibleDescription('Invalid Zip code');
  await expect(dob).toHaveValue('04/12/1985');
  await expect(gender).toHaveValue('1');

  await zip.fill('75201');
  await tier.selectOption({ label: 'Member Only' });
  await submit.click();
  await expect(page).toHaveURL(siteA('/plans'));
  const basics = page.getByRole('region', { name: 'Your basic info' });
  await expect(basics.getByRole('definition')).toHaveText(['75201', 'Female', 'Member Only', '04/12/1985']);
  expect(await page.evaluate(() => localStorage.getItem('tempId'))).not.toBeNull();
  await expect(page.getByRole('heading', { level: 2, name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 plans, $0.00' })).toBeVisible();
  await expectAccessible(page);
});

test('a family quote asks for the spouse and children, and the plans page shows them with Edit', async ({
  page,
  expectAccessible,
}) => {
  await sendQuote(page, { gender: 'Male', tier: 'Family', dob: '06/02/1980' });

  const dialog = page.getByRole('dialog', { name: 'Dependent Information' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Spouse date of birth')).toHaveAccessibleDescription('Field is required');
  await expect(dialog.getByLabel('Number of children')).toHaveAccessibleDescription('Field is required');
  // Family covers one to eight children.
  await expect(dialog.getByLabel('Number of children').locator('option')).toHaveText([
    'Select',
    ...['1', '2', '3', '4', '5', '6', '7', '8'],
  ]);
  await expectAccessible(page);
  await dialog.getByLabel('Spouse date of birth').pressSequentially('09151982');
  await dialog.getByLabel('Number of children').selectOption('2');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(siteA('/plans'));
  const dependents = page.getByRole('region', { name: 'Dependent information' });
  await expect(dependents.getByRole('definition')).toHaveText(['09/15/1982', '2']);
  await dependents.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Dependent Information' });
  await expect(edit.getByLabel('Number of children')).toHaveValue('2');
  await edit.getByLabel('Number of children').selectOption('3');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(dependents.getByRole('definition')).toHaveText(['09/15/1982', '3']);
});

test('the zip the location banner found fills the quote form', async ({ page }) => {
  await page.goto(siteA('/'));
  await page.evaluate(() => localStorage.setItem('leadZip', '"75201"'));
  await page.reload();
  await expect(landingQuoteForm(page).zip).toHaveValue('75201');
});
