/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.

import { formatLongUsDate } from '@openenroll/contract/us-date';
import type { Locator, Page } from '@playwright/test';
import { expect, siteA, test } from '../fixtures.ts';
import { addFromListing, choosePortal, enterAsRepresentative, getQuote } from '../steps.ts';

const two = (value: number) => String(value).padStart(2, '0');
const mmddyyyy = (date: Date) => `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;

/** The cart offers the 1st of each of the next three months. */
function offeredDates(today = new Date()) {
  const first = (ahead: number) => mmddyyyy(new Date(today.getFullYear(), today.getMonth() + ahead, 1));
  return [first(1), first(2), first(3)] as const;
}

/**
 * A birthday in the middle of next month, 30 years back: the shopper is 29 on the first offered effective date and
 * 30 on the second (ages are taken on the effective date).
 */
function turnsThirtyBetweenFirstTwoDates(today = new Date()) {
  return mmddyyyy(new Date(today.getFullYear() - 30, today.getMonth() + 1, 15));
}

/** An amount in a definition list, by its term. */
const amount = (list: Locator, term: string) =>
  list.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

test('an applicant prices the cart for another effective date, removes a plan, declines the offers and starts the application', async ({
  page,
  expectAccessible,
}) => {
  // It goes on into the wizard's first step, whose reads add to an already long journey.
  test.slow();
  const [firstDate, secondDate] = offeredDates();
  await getQuote(page, { dob: turnsThirtyBetweenFirstTwoDates() });

  // A tobacco-rated medical plan: the tobacco answer also lets the (tobacco-rated) term life offer be priced.
  await page.goto(siteA('/plans?type=medical'));
  await page.getByRole('link', { name: 'View More Details: Northstar PPO 1500' }).click();
  await page.getByRole('button', { name: 'clicking here' }).click();
  const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await tobacco.getByRole('radio', { name: 'No' }).check();
  await tobacco.getByRole('button', { name: 'Submit' }).click();
  await expect(tobacco).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart: Northstar PPO 1500' }).click();
  await page.getByRole('dialog', { name: 'Add accident coverage' }).getByRole('button', { name: 'No, Thanks' }).click();
  await expect(page).toHaveURL(siteA('/cart'));

  // A vision plan: at checkout its counterpart offers (dental, vision) are what the cart lacks once it is removed.
  await addFromListing(page, 'vision', 'ClearView Essential Vision');
  await headerCart(page).click();
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Plans',
    'Plan Details',
    'Cart',
  ]);
  const table = page.getByRole('table', { name: 'Plans in your cart' });
  const ppo = table.getByRole('row').filter({ hasText: 'Northstar PPO 1500' });
  const vision = table.getByRole('row').filter({ hasText: 'ClearView Essential Vision' });
  await expect(ppo).toContainText('$248.00/mo');
  await expect(vision).toBeVisible();

  const order = page.getByRole('region', { name: 'Order Info' });
  const dateSelect = order.getByLabel('Effective Date');
  await expect(dateSelect).toHaveValue(firstDate);
  await expect(dateSelect.locator('option')).toHaveCount(3);
  const firstMonth = await textOf(amount(order, 'First Month Cost'));
  const recurring = await textOf(amount(order, 'Recurring Cost'));
  await expect(amount(order, 'Total Cost')).toHaveText(firstMonth);
  await expectAccessible(page);

  // Thirty on the second date: the server prices the cart again, and the header follows.
  await dateSelect.selectOption(secondDate);
  await expect(ppo).toContainText('$312.00/mo');
  await expect(amount(order, 'First Month Cost')).not.toHaveText(firstMonth);
  await expect(amount(order, 'Recurring Cost')).not.toHaveText(recurring);
  const secondRecurring = await textOf(amount(order, 'Recurring Cost'));
  // The cart says why its prices differ from the plan pages': the shopper is a year older on that date.
  await expect(order).toContainText(
    `Priced for age 30, your age on ${formatLongUsDate(secondDate)}. The plan pages show prices for age 29.`,
  );
  await expect(headerCart(page)).toHaveAccessibleName(`Cart, 2 plans, ${secondRecurring}`);

  // The plan's name opens its details.
  await table.getByRole('button', { name: 'Northstar PPO 1500', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Northstar PPO 1500' });
  await expect(details.getByRole('heading', { name: 'Exclusions & Limitations' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  await table.getByRole('button', { name: 'Remove ClearView Essential Vision' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Do you really want to remove?' });
  await confirmRemove.getByRole('button', { name: 'No' }).click();
  await expect(vision).toBeVisible();
  await table.getByRole('button', { name: 'Remove ClearView Essential Vision' }).click();
  await confirmRemove.getByRole('button', { name: 'Yes' }).click();
  await expect(vision).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart, 1 plan, /);
  await expect(dateSelect).toHaveValue(secondDate);
  const finalFirstMonth = await textOf(amount(order, 'First Month Cost'));
  const finalRecurring = await textOf(amount(order, 'Recurring Cost'));

  await order.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const termLife = page.getByRole('dialog', { name: 'Protect your family' });
  await expect(termLife.getByRole('heading', { level: 3 })).toContainText('Term Life');
  await expectAccessible(page);
  // Add To Cart asks the plan's health questions in the offer; Cancel goes back to it, nothing added.
  await termLife.getByRole('button', { name: 'Add To Cart' }).click();
  const questions = termLife.getByRole('heading', { level: 3, name: 'Health Questions' });
  await expect(questions).toBeFocused();
  await expect(termLife.getByRole('radiogroup').first()).toBeVisible();
  await expectAccessible(page);
  await termLife.getByRole('button', { name: 'Cancel' }).click();
  await expect(termLife.getByRole('button', { name: 'Add To Cart' })).toBeFocused();
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart, 1 plan, /);
  await termLife.getByRole('button', { name: 'No, I like medical questions.' }).click();
  const dentalVision = page.getByRole('dialog', { name: 'Add dental and vision coverage' });
  await expect(dentalVision.getByRole('button', { name: /^Add To Cart: / })).toHaveCount(2);
  await dentalVision.getByRole('button', { name: 'No, I like waiting periods.' }).click();

  const confirm = page.getByRole('dialog', { name: `Your plans will be effective as of ${secondDate}` });
  await expect(confirm.getByRole('button', { name: 'Member Enrollment' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Back to Cart' })).toBeVisible();
  // Only a confirmed representative may fill in the application for the member.
  await expect(confirm.getByRole('button', { name: 'Rep Enrollment' })).toHaveCount(0);
  await expectAccessible(page);
  // A picture of the cart as the shopper saw it is kept with the enrollment.
  const screenshot = page.waitForResponse((response) => response.url().includes('/api/v1/save-screenshot'));
  await confirm.getByRole('button', { name: 'Member Enrollment' }).click();
  expect((await screenshot).ok()).toBe(true);

  await expect(page).toHaveURL(siteA('/enrollment/personal-info'));
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
  // Only the steps the cart's plans need: a medical plan for one person brings health questions, no dependents.
  await expect(page.getByRole('list', { name: 'Application steps' }).getByRole('listitem')).toHaveText([
    'Personal Information',
    'Contact Information',
    'Health Questions',
    'Billing Information',
    'Agreement & Signature',
    'Review & Confirmation',
  ]);
  const summary = page.getByRole('region', { name: 'Your Plans' });
  await expect(amount(summary, 'Effective Date')).toHaveText(secondDate);
  await expect(summary.getByRole('listitem')).toHaveText(['Northstar PPO 1500$312.00']);
  await expect(amount(summary, 'First Month Total Cost')).toHaveText(finalFirstMonth);
  await expect(amount(summary, 'Recurring Monthly Cost')).toHaveText(finalRecurring);
  const stored = await page.evaluate(() => ({
    effectiveDate: localStorage.getItem('effectiveDate'),
    enrollment: localStorage.getItem('enrollment'),
    enrollBy: localStorage.getItem('enrollBy'),
  }));
  expect(stored).toEqual({
    effectiveDate: JSON.stringify(secondDate),
    enrollment: '"new_enrollment"',
    enrollBy: '"applicant"',
  });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(siteA('/cart'));
});

test("an applicant answers the term life offer's health questions and the plan joins the cart", async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  // Term life is tobacco-rated: the offer is priced once the shopper says whether they use tobacco.
  await page.goto(siteA('/plans?type=term_life'));
  await page.getByRole('link', { name: 'View More Details: Summit SimpleTerm $50,000' }).click();
  await page.getByRole('button', { name: 'clicking here' }).click();
  const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await tobacco.getByRole('radio', { name: 'No' }).check();
  await tobacco.getByRole('button', { name: 'Submit' }).click();
  await expect(tobacco).toBeHidden();
  await addFromListing(page, 'dental', 'BrightSmile Preventive Dental');
  await headerCart(page).click();
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart, 1 plan, /);

  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const termLife = page.getByRole('dialog', { name: 'Protect your family' });
  const planName = (await termLife.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(planName).toContain('Term');
  await termLife.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(termLife.getByRole('heading', { level: 3, name: 'Health Questions' })).toBeFocused();
  const answers = termLife.getByRole('radiogroup');
  await expect(answers.first()).toBeVisible();
  await expectAccessible(page);
  // Submitting with a question unanswered is refused in the form.
  await termLife.getByRole('button', { name: 'Submit' }).click();
  await expect(termLife.getByRole('alert')).toHaveText('Please answer all questions');
  for (const answer of await answers.all()) await answer.getByRole('radio', { name: 'No' }).check();
  await termLife.getByRole('button', { name: 'Submit' }).click();

  // Accepted: the plan is added and checkout goes on to the next offer, for the vision plan the cart lacks.
  await expect(termLife).toBeHidden();
  const visionOffer = page.getByRole('dialog', { name: 'Add vision coverage' });
  await expect(visionOffer).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/^Cart, 2 plans, /);
  await expectAccessible(page);
  await visionOffer.getByRole('button', { name: 'No, I like waiting periods.' }).click();
  const confirm = page.getByRole('dialog', { name: /^Your plans will be effective as of / });
  await confirm.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(confirm).toBeHidden();
  const table = page.getByRole('table', { name: 'Plans in your cart' });
  await expect(table.getByRole('row').filter({ hasText: planName })).toBeVisible();
});

test('a representative goes straight from the cart to the confirmation and picks Rep Enrollment', async ({
  page,
  expectAccessible,
}) => {
  await enterAsRepresentative(page);
  await choosePortal(page, 'Individual & Family Marketplace');
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await expect(page).toHaveURL(siteA('/home'));

  await getQuote(page, { home: siteA('/home'), dob: '07/22/1979' });
  await addFromListing(page, 'dental', 'BrightSmile Preventive Dental');
  await headerCart(page).click();
  const order = page.getByRole('region', { name: 'Order Info' });
  const date = await order.getByLabel('Effective Date').inputValue();

  // No offers for a representative: the confirmation opens at once.
  await order.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: `Your plans will be effective as of ${date}` });
  await expect(confirm.getByRole('button', { name: 'Member Enrollment' })).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(confirm).toBeHidden();

  // A refusal (here one the server would give for a date it no longer offers) keeps the choice open with its word.
  const refusal = 'Please choose an effective date';
  await page.route(
    '**/api/v1/cart-checkout',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          statusCode: 422,
          message: refusal,
          data: [{ target_element: 'effective_date', error_message: refusal }],
        }),
      }),
    { times: 1 },
  );
  await order.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await confirm.getByRole('button', { name: 'Rep Enrollment' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(refusal);
  await expect(page).toHaveURL(siteA('/cart'));
  await confirm.getByRole('button', { name: 'Rep Enrollment' }).click();
  await expect(page).toHaveURL(siteA('/enrollment/personal-info'));
  await expect(page.getByRole('region', { name: 'Your Plans' }).getByRole('listitem')).toHaveText([
    /^BrightSmile Preventive Dental\$/,
  ]);
  expect(await page.evaluate(() => localStorage.getItem('enrollBy'))).toBe('"rep"');
});
