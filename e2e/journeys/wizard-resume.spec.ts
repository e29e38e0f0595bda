import { expect, siteA, test } from '../fixtures.ts';
import { completePersonal, DENTAL, fillContact, openMail, reachStep, wizardStep } from '../steps.ts';

const savedTo = 'ana.later@example.com';

/** The code and the link of the newest Save & Continue Later e-mail to `email`. */
async function savedEnrollmentMail(page: import('@playwright/test').Page, email: string) {
  const html = await openMail(page, /^Your saved enrollment with Sunrise Benefits/, email);
  const code = /letter-spacing:3px;">([A-Z0-9]{4}-[A-Z0-9]{4})</.exec(html)?.[1];
  const link = /href="([^"]*\/direct-continue\/[^"]+)"/.exec(html)?.[1];
  expect(code).toBeDefined();
  expect(link).toBeDefined();
  return { code: code ?? '', link: new URL(link ?? '/', siteA()).pathname };
}

test('Save & Continue Later, then another browser continues by code and e-mail with every field intact', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow();
  await reachStep(page, 'Personal Information', { plans: [DENTAL] });
  await completePersonal(page, { first: 'Ana', last: 'Reyes', ssn: '123-45-6789' });
  const contact = await fillContact(page, { address: '44 Elm Street', city: 'Dallas', email: 'ana.reyes@example.com' });
  await contact.getByLabel('Address Line 2').fill('Apt 5');

  await contact.getByRole('button', { name: 'Save & Continue Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
  await dialog.getByLabel('Alternate Email').fill('ana.later@');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByLabel('Alternate Email')).toHaveAccessibleDescription('Enter valid email address');
  await dialog.getByLabel('Alternate Email').fill(savedTo);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Information Saved!!! Check your email to continue' }),
  ).toBeVisible();
  await expect(dialog).toContainText(/kept until \w+ \d+, \d{4}/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue Current Enrollment' }).click();
  await expect(dialog).toBeHidden();
  await expect(contact.getByLabel('Address Line 2')).toHaveValue('Apt 5');

  const { code, link } = await savedEnrollmentMail(page, savedTo);

  // Another device: the link alone does not open a step holding personal data.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(siteA(link));
  await expect(other).toHaveURL(siteA('/continue-enrollment'));
  await expect(other.getByText('enter the code from the e-mail to open it')).toBeVisible();

  await other.getByLabel('Enrollment Code').fill('ZZZZ-2222');
  await other.getByLabel('Email Address').fill(savedTo);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByLabel('Enrollment Code')).toHaveAccessibleDescription(
    'This code and e-mail address do not match a saved enrollment.',
  );
  await expectAccessible(other);
  await other.getByLabel('Enrollment Code').fill(code);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(siteA('/enrollment/contact-info'));
  const resumed = wizardStep(other, 'Contact Information');
  await expect(resumed.getByLabel('Address Line 1')).toHaveValue('44 Elm Street');
  await expect(resumed.getByLabel('Address Line 2')).toHaveValue('Apt 5');
  await expect(resumed.getByLabel('City')).toHaveValue('Dallas');
  await expect(resumed.getByLabel('Zip Code')).toHaveValue('75201');
  await expect(resumed.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('TX');
  await expect(resumed.getByLabel('Phone Number')).toHaveValue('2145550100');
  await expect(resumed.getByLabel('Email Address')).toHaveValue('ana.reyes@example.com');
  await expectAccessible(other);

  await resumed.getByRole('button', { name: 'Back' }).click();
  const personal = wizardStep(other, 'Personal Information');
  await expect(personal.getByLabel('First Name')).toHaveValue('Ana');
  await expect(personal.getByLabel('Last Name')).toHaveValue('Reyes');
  // The SSN comes back as its last 4 digits only.
  await expect(personal.getByLabel(/Social Security Number/)).toHaveValue('•••-••-6789');
  await expect(other.getByText('123-45-6789')).toHaveCount(0);
  await elsewhere.close();
});

test('a direct-continue link with a tab the store does not know lands on /404', async ({ page }) => {
  await page.goto(siteA(`/direct-continue/some-link-id-0123456789/${Buffer.from('nowhere_info').toString('base64')}`));
  await expect(page).toHaveURL(siteA('/404'));
  await expect(page.getByText('OOPS! Page not found')).toBeVisible();
});
