import type { Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { getQuote, openMail } from '../steps.ts';

// The quote e-mails show in the demo mailbox; reminders follow QUOTE_REMINDER_DELAYS (15 s, playwright.config.ts).
const REMINDER_DELAY_MS = 15_000;
/** Where e-mail HTML shows in a sandboxed frame, axe cannot run (ADR 007): the frame is left out. */
const withoutMail = { exclude: ['iframe'] };

/** A fresh visitor on site A: a quote from the landing form, one vision plan in the cart, then the cart. */
async function cartWithPlan(page: Page) {
  await getQuote(page);
  await page.goto(siteA('/plans?type=vision'));
  await page.getByRole('button', { name: 'Add to Cart: ClearView Vision Plus' }).click();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

/** Save Cart, filled in and sent; the dialog says where the quote went and is closed again. */
async function sendQuote(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Save Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Cart' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(`Quote Successfully Sent to ${email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/** The link in the newest quote e-mail to `email`, read from the demo mailbox's message view. */
async function quoteLink(page: Page, email: string) {
  const html = await openMail(page, /^Your personalized quote from/, email);
  const href = /href="(https?:\/\/[^"]*\/save-cart-direct-continue\/[^"]+)"/.exec(html)?.[1];
  expect(href, 'the quote e-mail links to the saved cart').toBeTruthy();
  return href ?? '';
}

test('a quote is checked, previewed and e-mailed; its recipient opens it elsewhere and accepts it', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await cartWithPlan(page);

  await page.getByRole('button', { name: 'Save Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Cart' });
  const name = dialog.getByLabel('Name');
  const email = dialog.getByLabel('Email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(name).toHaveAccessibleDescription('Field is required');
  await expect(email).toHaveAccessibleDescription('Field is required');
  await expect(name).toBeFocused();

  // Checked as soon as the field is left.
  await name.fill('Jordan 2');
  await email.focus();
  await expect(name).toHaveAccessibleDescription('Please enter valid name');
  await email.fill('jordan@example');
  await dialog.getByLabel('Message').focus();
  await expect(email).toHaveAccessibleDescription('Please enter valid email address');
  await name.fill('Jordan Lee');
  await email.fill('jordan.lee@example.com');
  await dialog.getByLabel('Message').fill('The vision plan we talked about.');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // Closed and opened again, the dialog still holds what was typed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save Cart' }).click();
  await expect(name).toHaveValue('Jordan Lee');
  await expect(dialog.getByLabel('Message')).toHaveValue('The vision plan we talked about.');

  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Quote e-mail preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS('max-height', '500px');
  const mail = preview.locator('iframe');
  await expect(mail).toHaveAttribute('sandbox', 'allow-same-origin');
  const previewed = mail.contentFrame();
  await expect(previewed.getByText('Welcome to your personalized quote!')).toBeVisible();
  await expect(previewed.getByText('ClearView Vision Plus')).toBeVisible();
  await expect(previewed.getByText('The vision plan we talked about.')).toBeVisible();
  await expectAccessible(page, withoutMail);

  // A refusal: the server's words go under the field they name, an effective-date refusal says so, and what was
  // typed stays for another try.
  const refuse = (data: { target_element: string; error_message: string }[]) =>
    page.route('**/api/v1/save-enrollment', (route) =>
      route.fulfill({ status: 422, json: { status: 'error', statusCode: 422, message: 'Validation failed', data } }),
    );
  await refuse([{ target_element: 'email', error_message: 'This address cannot receive e-mail' }]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(email).toHaveAccessibleDescription('This address cannot receive e-mail');
  await expect(name).toHaveValue('Jordan Lee');
  await expect(email).toHaveValue('jordan.lee@example.com');
  await page.unrouteAll();
  await refuse([{ target_element: 'effective_date', error_message: 'Please choose an effective date' }]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Effective date: Please choose an effective date');
  await expect(dialog.getByLabel('Message')).toHaveValue('The vision plan we talked about.');
  await page.unrouteAll();

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Quote Successfully Sent to jordan.lee@example.com')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // The next quote starts from an empty form.
  await page.getByRole('button', { name: 'Save Cart' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');

  const link = await quoteLink(page, 'jordan.lee@example.com');
  await expectAccessible(page, withoutMail);

  // The recipient: another browser, nothing shared with the sender.
  const elsewhere = await browser.newContext();
  try {
    const client = await elsewhere.newPage();
    await client.goto(link);
    await expect(client).toHaveURL(siteA('/cart'));
    await expect(client.getByRole('heading', { level: 1, name: 'Welcome to your personalized quote!' })).toBeVisible();
    await expect(client.getByText('Prepared for Jordan.')).toBeVisible();
    const plan = client.getByRole('article', { name: 'ClearView Vision Plus' });
    await expect(plan).toBeVisible();
    await expect(plan.getByText('(your tier)')).toHaveCount(1);
    // A lone plan of its category takes the row, its price beside what it is, not a narrow card by empty space.
    const card = await plan.boundingBox();
    const summaryBox = await client.getByRole('region', { name: 'Your quote', exact: true }).boundingBox();
    expect((card?.width ?? 0) / ((summaryBox?.x ?? 0) - (card?.x ?? 0))).toBeGreaterThan(0.9);
    const price = await plan.getByText('Member Only').boundingBox();
    expect(price?.x ?? 0).toBeGreaterThan((card?.x ?? 0) + (card?.width ?? 0) / 2);
    const contact = client.getByRole('region', { name: 'Questions about your quote?' });
    await expect(contact).toContainText('Sunrise Benefits');
    await expect(contact.getByRole('link', { name: 'care@sunrisebenefits.example' })).toHaveAttribute(
      'href',
      'mailto:care@sunrisebenefits.example',
    );
    await expect(contact.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    const summary = client.getByRole('region', { name: 'Your quote' });
    await expect(summary.getByText('First Month')).toBeVisible();
    await expect(summary.getByText('Recurring Monthly')).toBeVisible();
    await expectAccessible(client);

    await plan.getByRole('button', { name: 'View More Details: ClearView Vision Plus' }).click();
    const details = client.getByRole('dialog', { name: 'ClearView Vision Plus' });
    await expect(details).toBeVisible();
    await client.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Another start date is priced by the server.
    const date = summary.getByLabel('Effective Date');
    const offered = await date
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as unknown as { value: string }).value));
    expect(offered.length).toBeGreaterThan(1);
    const repriced = client.waitForResponse(
      (response) =>
        response.url().includes('/get-plan-cart') &&
        response.url().includes(`effective_date=${encodeURIComponent(offered[1] ?? '')}`),
    );
    await date.selectOption(offered[1] ?? '');
    expect((await repriced).ok()).toBe(true);
    await expect(date).toHaveValue(offered[1] ?? '');

    await summary.getByRole('button', { name: 'Accept and Enroll' }).click();
    await expect(client).toHaveURL(siteA('/enrollment/personal-info'));
  } finally {
    await elsewhere.close();
  }
});

test('a declined quote sends no reminder, while one left unanswered does', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await cartWithPlan(page);
  await sendQuote(page, 'Dana Reyes', 'dana.reyes@example.com');
  await sendQuote(page, 'Sam Ortiz', 'sam.ortiz@example.com');
  const sent = Date.now();

  const link = await quoteLink(page, 'dana.reyes@example.com');
  const elsewhere = await browser.newContext();
  try {
    const client = await elsewhere.newPage();
    await client.goto(link);
    await expect(client.getByRole('heading', { level: 1, name: 'Welcome to your personalized quote!' })).toBeVisible();
    await client.getByRole('button', { name: 'Decline' }).click();
    await expect(client).toHaveURL(siteA('/decline-reminder-email'));
    expect(Date.now() - sent, 'declined before the first reminder was due').toBeLessThan(REMINDER_DELAY_MS);
    await expect(client.getByRole('heading', { level: 1, name: 'We appreciate your response.' })).toBeVisible();
    await expect(
      client.getByText('Thank you for notifying us that you no longer wish to receive reminder emails for this cart.'),
    ).toBeVisible();
    await expectAccessible(client);
    await client.getByRole('button', { name: 'Go to Home' }).click();
    await expect(client).toHaveURL(siteA('/'));
    // Nothing of the quote is kept on that device.
    expect(await client.evaluate(() => window.localStorage.getItem('redirectionType'))).toBeNull();

    // The link, opened again, says the quote was declined, and still lets the client accept it.
    await client.goto(link);
    const summary = client.getByRole('region', { name: 'Your quote', exact: true });
    const today = await client.evaluate(() => new Date().toLocaleDateString('en-US', { dateStyle: 'long' }));
    await expect(summary).toContainText(`You declined this quote on ${today}.`);
    await expect(summary.getByRole('button', { name: 'Accept and Enroll' })).toBeEnabled();
    await expect(summary.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    await expectAccessible(client);
  } finally {
    await elsewhere.close();
  }

  // Past the reminder's time: the unanswered quote is reminded of, the declined one is not.
  await page.waitForTimeout(Math.max(0, sent + REMINDER_DELAY_MS + 2_000 - Date.now()));
  await page.goto(siteA('/mailbox'));
  const messages = page.getByRole('navigation', { name: 'Messages' }).getByRole('link');
  const reminders = messages.filter({ hasText: /^Reminder: your personalized quote from/ });
  await expect(reminders.filter({ hasText: 'To sam.ortiz@example.com' })).toHaveCount(1, { timeout: 20_000 });
  await expect(reminders.filter({ hasText: 'To dana.reyes@example.com' })).toHaveCount(0);
  // The sender hears of the answer.
  await expect(messages.filter({ hasText: /^Dana Reyes declined your quote/ })).toHaveCount(1);
});

test('a quote link that is unknown, or names another tab, leads to the not-found page', async ({ page }) => {
  await page.goto(siteA('/save-cart-direct-continue/not-a-quote-token-0123456789/Y2FydF9pbmZv'));
  await expect(page).toHaveURL(siteA('/404'));
  await page.goto(siteA('/save-cart-direct-continue/not-a-quote-token-0123456789/cmV2aWV3X2luZm8='));
  await expect(page).toHaveURL(siteA('/404'));
  await page.goto(siteA('/save-cart-direct-continue/not-a-quote-token-0123456789/cart_info'));
  await expect(page).toHaveURL(siteA('/404'));
});
