import { checkoutByApi } from '../api.ts';
import { expect, siteA, siteB, test } from '../fixtures.ts';
import { holdAnswers, layoutShift } from '../layout-shift.ts';
import {
  addFromListing,
  addPlanDecliningOffer,
  checkoutToWizard,
  completePersonal,
  DENTAL,
  fillContact,
  fillEmployer,
  getQuote,
  reachStep,
  wizardStep,
  wizardStepList,
} from '../steps.ts';

test("a dental cart has no Employer step, and Personal and Contact say every rule in the spec's words", async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await reachStep(page, 'Personal Information', { plans: [DENTAL] });
  await expect(wizardStepList(page)).toHaveText([
    'Personal Information',
    'Contact Information',
    'Billing Information',
    'Agreement & Signature',
    'Review & Confirmation',
  ]);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  const personal = wizardStep(page, 'Personal Information');
  // Who was priced is shown, not changed here.
  await expect(personal.getByLabel('Date of Birth')).toHaveValue('04/12/1985');
  await expect(personal.getByLabel('Date of Birth')).not.toBeEditable();
  await expect(personal.getByLabel('Gender')).toHaveValue('Female');
  // A dental plan asks neither height nor weight.
  await expect(personal.getByLabel('Weight (lbs)')).toHaveCount(0);
  await expectAccessible(page);

  await personal.getByLabel('First Name').fill('Ana3');
  await personal.getByLabel('Last Name').fill('R3yes');
  await personal.getByLabel('Social Security Number').fill('12345');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(personal.getByLabel('First Name')).toHaveAccessibleDescription('Please enter valid first name');
  await expect(personal.getByLabel('Last Name')).toHaveAccessibleDescription('Please enter valid last name');
  await expect(personal.getByLabel('Marital Status')).toHaveAccessibleDescription('Field is required');
  await expect(personal.getByLabel('Social Security Number')).toHaveAccessibleDescription(
    'Invalid Social Security Number',
  );
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expectAccessible(page);

  await completePersonal(page);
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  const contact = wizardStep(page, 'Contact Information');
  const zip = contact.getByLabel('Zip Code');
  const state = contact.getByRole('textbox', { name: 'State', exact: true });
  await contact.getByLabel('Address Line 1').fill('1200 Main St');
  await contact.getByLabel('City').fill('');
  await zip.fill('752');
  await contact.getByLabel('Phone Number').fill('214555');
  await contact.getByLabel('Email Address').fill('ana@');
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(zip).toHaveAccessibleDescription('Enter 5 digit zip code');
  await expect(contact.getByLabel('City')).toHaveAccessibleDescription('Field is required');
  await expect(contact.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Invalid phone number. Please enter a 10-digit numeric phone number',
  );
  await expect(contact.getByLabel('Email Address')).toHaveAccessibleDescription(
    'Invalid email format. Please enter a valid email',
  );
  await expectAccessible(page);

  // An unknown zip says so under the zip and leaves the state to be typed: two letters, upper case.
  await zip.fill('00000');
  await expect(zip).toHaveAccessibleDescription('Invalid Zip code');
  await expect(state).toHaveValue('');
  await state.pressSequentially('z9z');
  await expect(state).toHaveValue('ZZ');
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(state).toHaveAccessibleDescription('Please enter a valid state');

  // A known zip fills the state and locks it; editing the zip opens it again.
  await zip.fill('75201');
  await expect(state).toHaveValue('TX');
  await expect(state).not.toBeEditable();

  // A member's e-mail address or phone is taken: a plain error, no one-time code offered.
  await contact.getByLabel('City').fill('Dallas');
  await contact.getByLabel('Phone Number').fill('2145550201');
  await contact.getByLabel('Email Address').fill('rosa.delgado@example.com');
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(contact.getByLabel('Email Address')).toHaveAccessibleDescription('Email Already Exists.');
  await expect(contact.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone already exists');
  await expect(contact.getByRole('button', { name: 'Click Here to validate via OTP.' })).toHaveCount(0);

  // An address the validation service doubts offers to prove it with a one-time code.
  await contact.getByLabel('Phone Number').fill('2145550100');
  await contact.getByLabel('Email Address').fill('ana.reyes@mailinator.com');
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(contact.getByLabel('Email Address')).toHaveAccessibleDescription(
    'Invalid email format. Please enter a valid email',
  );
  await expect(contact.getByRole('button', { name: 'Click Here to validate via OTP.' })).toHaveCount(1);
  // Only representatives and groups may skip the check.
  await expect(contact.getByLabel('Skip Email Validation')).toHaveCount(0);
  await expectAccessible(page);

  await contact.getByLabel('Email Address').fill('ana.reyes@example.com');
  await contact.getByRole('button', { name: 'Next' }).click();
  // Billing Information comes next; Back leads through Contact to Personal, the answers kept.
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
  await wizardStep(page, 'Billing Information').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await contact.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(personal.getByLabel('First Name')).toHaveValue('Ana');
  await expect(personal.getByLabel(/Social Security Number/)).toHaveValue('•••-••-6789');
});

test("a disability and a limited medical plan bring the Employer step, whose rules are said in the spec's words", async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await reachStep(page, 'Personal Information', {
    plans: [
      { category: 'di', name: 'Summit Income Protector 1500' },
      { category: 'limitedmed', name: 'Northstar Limited Medical 250' },
    ],
  });
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
  const effective = (await page.getByRole('region', { name: 'Your Plans' }).locator('dd').first().textContent()) ?? '';

  // The plans ask for height and weight.
  const personal = wizardStep(page, 'Personal Information');
  await personal.getByLabel('Height (feet)').fill('0');
  await personal.getByLabel('Height (inches)').fill('12');
  await personal.getByLabel('Weight (lbs)').fill('0');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(personal.getByLabel('Height (feet)')).toHaveAccessibleDescription('Height cannot be zero');
  await expect(personal.getByLabel('Height (inches)')).toHaveAccessibleDescription('Inch is invalid');
  await expect(personal.getByLabel('Weight (lbs)')).toHaveAccessibleDescription('Weight cannot be zero or less');
  await completePersonal(page, { body: true });

  const contact = await fillContact(page);
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await expect(page.getByText('Step 3 of 8')).toBeVisible();

  const employer = wizardStep(page, 'Employer Information');
  // Skip is for carts with an IHA plan only.
  await expect(employer.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expectAccessible(page);
  await employer.getByLabel('Employer Name').fill('***');
  await employer.getByLabel('Employer Phone Number').fill('214555');
  await employer.getByLabel('Zip Code').fill('752');
  await employer.getByLabel('Number of Employees').fill('0');
  await employer.getByRole('button', { name: 'Next' }).click();
  await expect(employer.getByLabel('Employer Name')).toHaveAccessibleDescription('Invalid employer information');
  // The first refused field in reading order takes focus.
  await expect(employer.getByLabel('Employer Name')).toBeFocused();
  await expect(employer.getByLabel('Employer Phone Number')).toHaveAccessibleDescription(
    'Invalid phone number. Please enter a 10-digit numeric phone number',
  );
  await expect(employer.getByLabel('Zip Code')).toHaveAccessibleDescription('Enter 5 digit zip code');
  await expect(employer.getByLabel('Occupation')).toHaveAccessibleDescription('Field is required');
  await expect(employer.getByLabel('Number of Employees')).toHaveAccessibleDescription(
    /^Please enter the number of employees, counting yourself as 1/,
  );
  await expect(employer.getByRole('group', { name: 'Holiday Policy' })).toHaveAccessibleDescription(
    'Select at least one holiday policy',
  );
  await expectAccessible(page);

  // A retired employee cannot go on.
  await employer.getByLabel('Employment Status').selectOption({ label: 'Retired' });
  await expect(employer.getByLabel('Employment Status')).toHaveAccessibleDescription(
    'You cannot proceed with retired employer',
  );
  await expect(employer.getByRole('button', { name: 'Next' })).toBeDisabled();
  await employer.getByLabel('Employment Status').selectOption({ label: 'Active' });
  await expect(employer.getByRole('button', { name: 'Next' })).toBeEnabled();

  // Employment must start within two months of the coverage.
  const [month, , year] = effective.split('/').map(Number);
  const late = new Date(year ?? 2030, (month ?? 1) - 1 + 3, 1);
  const lateText = `${String(late.getMonth() + 1).padStart(2, '0')}01${late.getFullYear()}`;
  await fillEmployer(employer, { startDate: lateText });
  await employer.getByLabel('Employer Industry').fill('Logistics');
  await employer.getByLabel('Number of Employees').fill('120');
  await employer.getByRole('button', { name: 'Next' }).click();
  await expect(employer.getByLabel('Employment Start Date')).toHaveAccessibleDescription(
    'Start date should not be more than 2 months from effective date',
  );

  await employer.getByLabel('Employment Start Date').fill('');
  await employer.getByLabel('Employment Start Date').pressSequentially('01152020');
  await employer.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
  await expectAccessible(page);
});

test('with an IHA plan the Employer step may be skipped, and prior coverage needs its carrier and dates', async ({
  page,
}) => {
  test.slow();
  await getQuote(page);
  await addPlanDecliningOffer(page, 'medical', 'Northstar HSA Saver 6000');
  await checkoutToWizard(page);
  await expect(wizardStepList(page)).toContainText(['Employer Information']);

  const personal = wizardStep(page, 'Personal Information');
  await personal.getByRole('radio', { name: 'Yes' }).check();
  await personal.getByLabel('Prior Effective Date').pressSequentially('03012020');
  await personal.getByLabel('Prior Term Date').pressSequentially('02012020');
  await completePersonalExpectingRefusal(personal);
  await expect(personal.getByLabel('Prior Carrier Name')).toHaveAccessibleDescription('Field is required');
  await expect(personal.getByLabel('Prior Term Date')).toHaveAccessibleDescription(
    'The term date must come after the effective date',
  );
  await personal.getByRole('radio', { name: 'No' }).check();
  await completePersonal(page, { body: true });
  const contact = await fillContact(page);
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await wizardStep(page, 'Employer Information').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Questions' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isEmployerTabSkip'))).toBe('true');
});

/** Personal Information with valid names and SSN but the prior coverage left to be refused. */
async function completePersonalExpectingRefusal(personal: ReturnType<typeof wizardStep>) {
  await personal.getByLabel('First Name').fill('Ana');
  await personal.getByLabel('Last Name').fill('Reyes');
  await personal.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await personal.getByLabel('Social Security Number').fill('123-45-6789');
  await personal.getByLabel('Height (feet)').fill('5');
  await personal.getByLabel('Height (inches)').fill('6');
  await personal.getByLabel('Weight (lbs)').fill('150');
  await personal.getByRole('button', { name: 'Next' }).click();
}

test('Harbor asks for an enroller code and checks it before Personal Information is saved', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page, { home: siteB('/') });
  await addFromListing(page, 'dental', 'BrightSmile Preventive Dental', siteB);
  await checkoutToWizard(page, { site: siteB });
  const personal = wizardStep(page, 'Personal Information');
  const code = personal.getByLabel('Enroller Code');
  await personal.getByLabel('First Name').fill('Ana');
  await personal.getByLabel('Last Name').fill('Reyes');
  await personal.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await personal.getByLabel('Social Security Number').fill('123-45-6789');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(code).toHaveAccessibleDescription(/^Field is required/);
  await code.fill('XX0000');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(code).toHaveAccessibleDescription(/^Invalid enroller code/);
  await expectAccessible(page);
  await code.fill('PR4409');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(siteB('/enrollment/contact-info'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the step does not move while its progress and its form arrive', async ({ page }) => {
    await checkoutByApi(page, [DENTAL]);
    // The enrollment's steps held back until the step's card is on screen, as a slow network would.
    const release = await holdAnswers(page, '**/get-dynamic-tabs*');
    await page.goto(siteA('/enrollment/personal-info'));
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    release();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expect(wizardStep(page, 'Personal Information').getByLabel('First Name')).toBeVisible();
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.005);
  });
});
