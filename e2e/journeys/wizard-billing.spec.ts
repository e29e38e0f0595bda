import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { reachBilling, wizardStep } from '../steps.ts';

/** Saved, the wizard goes on to Agreement & Signature. */
async function expectSaved(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement & Signature' })).toBeVisible();
}

test("Billing takes a bank account, naming its bank from the routing number, and says every rule in the spec's words", async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const billing = await reachBilling(page);
  await expect(billing.getByLabel('Billing Date')).toHaveValue('28');
  await expect(billing.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await expectAccessible(page);

  await billing.getByRole('radio', { name: 'Bank Account (EFT)' }).check();
  // What paying by EFT means (part 2, §9), and how the charges appear on the statement.
  await expect(
    billing.getByText('A fee of $30 is charged for each payment returned for insufficient funds.'),
  ).toBeVisible();
  await expect(billing.getByText(/between the day you enroll and 5 days after it/)).toBeVisible();
  await expect(billing.getByText(/at least 3 business days before it is due/)).toBeVisible();
  await expect(billing.getByText(/will appear on your bank or card statement as "/)).toBeVisible();
  await expectAccessible(page);

  const holder = billing.getByLabel('Account Holder Name');
  const routing = billing.getByLabel('Routing Number');
  const bankName = billing.getByLabel('Bank Name');
  const account = billing.getByLabel('Account Number');
  await holder.fill('Ana #1');
  await routing.fill('12345');
  await account.fill('12');
  await billing.getByRole('button', { name: 'Next' }).click();
  await expect(holder).toHaveAccessibleDescription('Invalid account holder name');
  await expect(holder).toBeFocused();
  await expect(routing).toHaveAccessibleDescription('Routing number must be of 9 digits');
  await expect(account).toHaveAccessibleDescription('Account Number must be of 4 to 17 digits.');
  await expect(billing.getByLabel('Account Type')).toHaveAccessibleDescription('Field is required');
  await expect(billing.getByLabel('Account Holder Type')).toHaveAccessibleDescription('Field is required');
  await expectAccessible(page);

  // A routing number that passes the checksum but names no bank: the server's message, the bank name emptied.
  await routing.fill('011000015');
  await routing.blur();
  await expect(routing).toHaveAccessibleDescription('No bank was found for this routing number');
  await expect(bankName).toHaveValue('');
  await expectAccessible(page);

  // The demo directory's JPMorgan Chase in Dallas.
  await routing.fill('111000614');
  await routing.blur();
  await expect(bankName).toHaveValue('JPMORGAN CHASE BANK, NA');
  await expect(routing).not.toHaveAttribute('aria-invalid', 'true');

  await holder.fill('Ana Reyes');
  await account.fill('000123456789');
  await billing.getByLabel('Account Type').selectOption({ label: 'Checking' });
  await billing.getByLabel('Account Holder Type').selectOption({ label: 'Individual' });
  await billing.getByLabel('Billing Date').selectOption({ label: '15th of month' });
  await billing.getByRole('button', { name: 'Next' }).click();
  await expectSaved(page);

  // Back on the step, the account is shown by its last 4 only, the rest as saved.
  await page.goto('/enrollment/billing-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
  const again = wizardStep(page, 'Billing Information');
  await expect(again.getByLabel('Account Number')).toHaveValue('****6789');
  await expect(again.getByLabel('Bank Name')).toHaveValue('JPMORGAN CHASE BANK, NA');
  await expect(again.getByLabel('Billing Date')).toHaveValue('15');
  await expectAccessible(page);
});

test('a declined card is said under its number; the test card is then taken, its billing address copied from Contact', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const billing = await reachBilling(page);
  await billing.getByRole('radio', { name: 'Credit Card' }).check();
  const number = billing.getByLabel('Card Number');
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(billing.getByLabel('Security Code')).toHaveAttribute('autocomplete', 'cc-csc');

  await billing.getByLabel('First Name on Card').fill('Ana1');
  await number.fill('4242');
  await billing.getByLabel('Security Code').fill('12');
  await billing.getByRole('button', { name: 'Next' }).click();
  await expect(billing.getByLabel('First Name on Card')).toHaveAccessibleDescription('Please enter valid first name');
  await expect(billing.getByLabel('Last Name on Card')).toHaveAccessibleDescription('Field is required');
  await expect(number).toHaveAccessibleDescription('Card number must be Min-13 and Max-25');
  await expect(billing.getByLabel('Security Code')).toHaveAccessibleDescription('Security code must of 3 or 4 digits');
  await expect(billing.getByLabel('Expiration Month')).toHaveAccessibleDescription('Field is required');
  await expect(billing.getByLabel('Address Line 1')).toHaveAccessibleDescription('Field is required');
  await expectAccessible(page);

  // 'Choose physical address' copies the Contact step's address and locks it; unticking empties it.
  const physical = billing.getByLabel('Choose physical address');
  await physical.check();
  await expect(billing.getByLabel('Address Line 1')).toHaveValue('1200 Main St');
  await expect(billing.getByLabel('Address Line 1')).not.toBeEditable();
  await expect(billing.getByLabel('Zip Code')).toHaveValue('75201');
  await physical.uncheck();
  await expect(billing.getByLabel('Address Line 1')).toHaveValue('');
  await expect(billing.getByLabel('Address Line 1')).toBeEditable();
  await physical.check();

  const nextYear = String(new Date().getFullYear() + 1);
  await billing.getByLabel('First Name on Card').fill('Ana');
  await billing.getByLabel('Last Name on Card').fill('Reyes');
  await number.fill('4000 0000 0000 0002');
  await billing.getByLabel('Expiration Month').selectOption('12');
  await billing.getByLabel('Expiration Year').selectOption(nextYear);
  await billing.getByLabel('Security Code').fill('123');
  await billing.getByRole('button', { name: 'Next' }).click();
  await expect(number).toHaveAccessibleDescription('Your card was declined. Please use another card.');
  // Nothing typed is lost.
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await expect(billing.getByLabel('Address Line 1')).toHaveValue('1200 Main St');
  await expectAccessible(page);

  await number.fill('4242 4242 4242 4242');
  await billing.getByRole('button', { name: 'Next' }).click();
  await expectSaved(page);

  await page.goto('/enrollment/billing-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
  const again = wizardStep(page, 'Billing Information');
  await expect(again.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await expect(again.getByLabel('Card Number')).toHaveValue('**** 4242');
  await expect(again.getByLabel('Security Code')).toHaveValue('');
  await expectAccessible(page);
});
