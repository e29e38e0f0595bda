/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { expect, siteA, siteB, test } from '../fixtures.ts';
import { enterAsRepresentative, fillQuote, getQuote, loadPlanPage, quoteFields } from '../steps.ts';

/** A plan's line on the cart page. */
const inCart = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row').filter({ hasText: name });

/** Opens a plan's page from its category listing. */
async function openPlan(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.getByRole('link', { name: `View More Details: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an eligibility questionnaire lets the plan into the cart only when every answer is yes', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await openPlan(page, siteA('/plans?type=supplemental'), 'Summit Cancer Care');
  await page.getByRole('button', { name: 'Enroll Now: Summit Cancer Care' }).click();

  const dialog = page.getByRole('dialog', { name: 'Eligibility Questions' });
  const questions = dialog.getByRole('radiogroup');
  await expect(questions).toHaveCount(2);
  await expect(dialog.getByText('*Answer should be Yes to continue')).toHaveCount(2);
  await questions.nth(0).getByRole('radio', { name: 'Yes' }).check();
  await questions.nth(1).getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please answer yes in order to continue')).toBeVisible();
  await expectAccessible(page);

  await questions.nth(1).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart: Summit Cancer Care' }).click();
  // No offer follows a supplemental plan: the visitor goes straight to the cart.
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(inCart(page, 'Summit Cancer Care')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: /^Cart, 1 plan, \$/ })).toBeVisible();
  await expect(page.getByText('This plan is in your cart.')).toBeVisible();
});

test("a disability plan's rate appears once the salary and enough weekly hours are entered", async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await openPlan(page, siteA('/plans?type=di'), 'Keystone Short-Term Disability');
  await expect(page.getByText('Please enter your annual salary to view rates by clicking here.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'clicking here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annual Salary' });
  const salary = dialog.getByRole('textbox', { name: 'Annual salary' });
  const hours = dialog.getByRole('textbox', { name: 'Weekly working hours' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(salary).toHaveAccessibleDescription('Please enter a valid annual salary');
  await expectAccessible(page);
  await salary.fill('50400');
  await hours.fill('10');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Please enter a sufficient working hours to add product to the cart by clicking here.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Enter Salary: Keystone Short-Term Disability' }).click();
  await expect(hours).toHaveValue('10');
  await hours.fill('40');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price).toContainText('$46.62/month');
  await expect(price).toContainText('Monthly benefit: $2,520.00');
  await expect(price.getByRole('button', { name: 'Add to Cart: Keystone Short-Term Disability' })).toBeVisible();
});

test("a partner carrier's plan goes into the cart together with its membership plan", async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await page.goto(siteA('/plans?type=limitedmed'));
  await page.getByRole('button', { name: 'Add to Cart: Meridian Core Limited Medical' }).click();

  const dialog = page.getByRole('dialog', { name: 'Membership Required' });
  await expect(dialog).toContainText('Membership is required for this plan');
  await expect(dialog.getByRole('radio', { name: /^Meridian Alliance Association Membership/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Both to Cart' }).click();

  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toContainText('Meridian Core Limited Medical');
  await expect(page.getByRole('link', { name: /^Cart, 2 plans, \$/ })).toBeVisible();

  // The cart says its administrative fees are part of the price, not a charge on top.
  await page.goto(siteA('/cart'));
  const order = page.getByRole('region', { name: 'Order Info' });
  await expect(order.getByText('Included administrative fees')).toBeVisible();
  await expect(order).toContainText('Quotes, prices and/or rates displayed include 3% Administrative fees.');
});

test('a group plan asks for the group enrollment code before it can be added', async ({ page, expectAccessible }) => {
  // The group's landing page puts the visitor in its store; its group plans still need the code.
  await getQuote(page, { home: siteB('/chesapeake-marine'), zip: '21231' });
  await page.goto(siteB('/plans?type=dental'));
  await page.getByRole('link', { name: 'Enroll to Group: BrightSmile Group Dental PPO (Chesapeake Marine)' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'BrightSmile Group Dental PPO (Chesapeake Marine)' }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Enroll to Group/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Group Enrollment Code' });
  const code = dialog.getByRole('textbox', { name: 'Group Enrollment Code' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Field is required');
  await code.fill('CMS-0000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(code).toHaveAccessibleDescription('Invalid Group Enrollment Code');
  await expectAccessible(page);

  await code.fill('CMS-6102');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Group enrollment code accepted for Chesapeake Marine Services.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart: BrightSmile Group Dental PPO (Chesapeake Marine)' }).click();
  await expect(page).toHaveURL(siteB('/cart'));
  await expect(inCart(page, 'BrightSmile Group Dental PPO (Chesapeake Marine)')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: /^Cart, 1 plan, \$/ })).toBeVisible();
});

test('a tobacco-rated medical plan asks about tobacco, then offers an accident plan after adding it', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await openPlan(page, siteA('/plans?type=medical'), 'Northstar PPO 1500');
  await expect(page.getByText('Tobacco usage required. Please choose tobacco usage by clicking here.')).toBeVisible();
  await page.getByRole('button', { name: 'clicking here' }).click();
  const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await tobacco.getByRole('radio', { name: 'No' }).check();
  await tobacco.getByRole('button', { name: 'Submit' }).click();
  await expect(tobacco).toBeHidden();
  const basics = page.getByRole('region', { name: 'Your basic info' });
  await expect(basics.getByRole('definition')).toHaveText(['75201', 'Female', 'No', 'Member Only', '04/12/1985']);

  await page.getByRole('button', { name: 'Add to Cart: Northstar PPO 1500' }).click();
  const offer = page.getByRole('dialog', { name: 'Add accident coverage' });
  await expect(offer.getByRole('heading', { name: 'Summit Accident Essentials' })).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'No, Thanks' }).click();
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(inCart(page, 'Northstar PPO 1500')).toBeVisible();
  await expect(inCart(page, 'Summit Accident Essentials')).toHaveCount(0);
});

test('medical underwriting needs every answer, and an answer that declines the plan says why', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await openPlan(page, siteA('/plans?type=term_life'), 'Summit SimpleTerm $50,000');
  await page.getByRole('button', { name: 'Tobacco Usage: Summit SimpleTerm $50,000' }).click();
  const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await tobacco.getByRole('radio', { name: 'No' }).check();
  await tobacco.getByRole('button', { name: 'Submit' }).click();
  await expect(tobacco).toBeHidden();

  await page.getByRole('button', { name: 'Enroll Now: Summit SimpleTerm $50,000' }).click();
  const dialog = page.getByRole('dialog', { name: 'Health Questions' });
  const questions = dialog.getByRole('radiogroup');
  await expect(questions).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please answer all questions')).toBeVisible();
  await questions.nth(0).getByRole('radio', { name: 'Yes' }).check();
  await questions.nth(1).getByRole('radio', { name: 'No' }).check();
  await questions.nth(2).getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    dialog.getByText('Summit SimpleTerm cannot be offered after cancer treatment in the last five years.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  await openPlan(page, siteA('/plans?type=term_life'), 'Keystone 10-Year Term Life $100,000');
  await page.getByRole('button', { name: 'Enroll Now: Keystone 10-Year Term Life $100,000' }).click();
  const health = page.getByRole('dialog', { name: 'Health Questions' });
  // The questions load after the dialog opens; answer them only once they are all there.
  await expect(health.getByRole('radiogroup')).toHaveCount(2);
  for (const question of await health.getByRole('radiogroup').all()) {
    await question.getByRole('radio', { name: 'No' }).check();
  }
  await health.getByRole('button', { name: 'Submit' }).click();
  await expect(health).toBeHidden();
  await expect(page.getByText('Thank you. Your answers have been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart: Keystone 10-Year Term Life $100,000' })).toBeVisible();
});

test('a representative who opens a plan page before choosing a portal chooses it, then the group, then quotes', async ({
  page,
  expectAccessible,
}) => {
  await enterAsRepresentative(page);
  await loadPlanPage(page, 'dental', 'BrightSmile Preventive Dental');

  const dialog = page.getByRole('dialog', { name: 'Start Enrollment' });
  await expect(dialog.getByRole('heading', { name: 'Choose Enrollment Portal' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please choose a platform')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'Worksite Benefits' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog.getByRole('button', { name: 'Start New Member Enrollment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Group')).toHaveAccessibleDescription('Please choose a group');
  await expectAccessible(page);
  await dialog.getByLabel('Group').selectOption({ label: 'Lone Star Logistics, Inc.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const basics = page.getByRole('dialog', { name: 'Your Basic Info' });
  await fillQuote(quoteFields(basics), { gender: 'Male', dob: '07/22/1979' });
  await basics.getByRole('button', { name: 'Submit' }).click();
  await expect(basics).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your price' })).toContainText('/month');
  const stored = await page.evaluate(() => [localStorage.getItem('enroll_type'), localStorage.getItem('portal_name')]);
  expect(stored).toEqual(['"new-group-member"', '"Worksite Benefits"']);
});
