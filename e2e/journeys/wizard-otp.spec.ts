import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import {
  addFromListing,
  checkoutToWizard,
  choosePortal,
  completePersonal,
  DENTAL,
  enterAsRepresentative,
  fillContact,
  getQuote,
  openMail,
  reachStep,
} from '../steps.ts';

/** An address at a disposable-mail service and a number no US phone can have: the checks doubt both. */
const doubtedEmail = 'ana.otp@mailinator.com';
const doubtedPhone = '1235550100';

/** The 6-digit code of the newest message to `to` whose subject matches, read from the demo mailbox in its own tab. */
async function codeFrom(page: Page, subject: RegExp, to: string) {
  const mailbox = await page.context().newPage();
  const html = await openMail(mailbox, subject, to);
  await mailbox.close();
  const code = /(\d{6})/.exec(html)?.[1];
  expect(code).toBeDefined();
  return code ?? '';
}

const toContactStep = (page: Page) => reachStep(page, 'Contact Information', { plans: [DENTAL] });

test('a doubted e-mail and phone are proven by one-time codes, the e-mail one resent only after 120 s', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await page.clock.install();
  await toContactStep(page);
  const contact = await fillContact(page, { email: doubtedEmail, phone: doubtedPhone });
  await contact.getByRole('button', { name: 'Next' }).click();
  const offers = contact.getByRole('button', { name: 'Click Here to validate via OTP.' });
  await expect(offers).toHaveCount(2);

  // The e-mail address: its offer sits under it.
  await contact
    .locator('div')
    .filter({ has: page.getByLabel('Email Address') })
    .getByRole('button', { name: 'Click Here to validate via OTP.' })
    .last()
    .click();
  const emailDialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await emailDialog.getByRole('button', { name: 'Send Code' }).click();
  const code = emailDialog.getByLabel('One-time code');
  await expect(code).toBeVisible();
  await emailDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription('Please enter the code we sent to your e-mail address.');
  await code.fill('12345');
  await emailDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription('Please enter  6 digit OTP inorder to proceed');
  const sent = await codeFrom(page, /verification code/, doubtedEmail);
  await code.fill(sent === '000000' ? '111111' : '000000');
  await emailDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription('This code is not correct. Please check it and try again.');
  await expectAccessible(page);

  // A new code only after 120 s, counted down.
  const resend = emailDialog.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();
  await expect(emailDialog).toContainText(/You can ask for a new code in 1:\d\d\./);
  await page.clock.fastForward('01:00');
  await expect(resend).toBeDisabled();
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();

  await code.fill(sent);
  await emailDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(emailDialog.getByRole('status')).toHaveText('Verification Successful!');
  await page.clock.fastForward(2100);
  await expect(emailDialog).toBeHidden();
  await expect(contact.getByLabel('Email Address')).toHaveValue(doubtedEmail);
  await expect(contact.getByLabel('Email Address')).toHaveAccessibleDescription('Verified');

  // The phone: the code comes as a text message, kept in the demo outbox beside the e-mail.
  await contact.getByRole('button', { name: 'Click Here to validate via OTP.' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await phoneDialog.getByRole('button', { name: 'Send Code' }).click();
  await phoneDialog.getByLabel('One-time code').fill(await codeFrom(page, /^Text message/, doubtedPhone));
  await phoneDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(phoneDialog.getByRole('status')).toHaveText('Verification Successful!');
  await page.clock.fastForward(2100);
  await expect(phoneDialog).toBeHidden();
  await expect(contact.getByLabel('Phone Number')).toHaveAccessibleDescription('Verified');

  // Both proven: the step is saved.
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
});

test('a representative may skip a failed e-mail check instead', async ({ page }) => {
  await enterAsRepresentative(page);
  await choosePortal(page, 'Individual & Family Marketplace');
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await expect(page).toHaveURL(siteA('/home'));
  await getQuote(page, { home: siteA('/home') });
  await addFromListing(page, 'dental', 'BrightSmile Preventive Dental');
  await checkoutToWizard(page, { as: 'Rep Enrollment' });
  await completePersonal(page);
  const contact = await fillContact(page, { email: doubtedEmail });
  await contact.getByRole('button', { name: 'Next' }).click();
  const skip = contact.getByLabel('Skip Email Validation');
  await expect(skip).toBeVisible();
  await expect(contact.getByLabel('Skip Phone Validation')).toHaveCount(0);
  await skip.check();
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
});
