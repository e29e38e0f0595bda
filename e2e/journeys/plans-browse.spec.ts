import { expect, siteA, test } from '../fixtures.ts';
import { holdAnswers, layoutShift } from '../layout-shift.ts';
import { addPlanDecliningOffer, getQuote, getQuoteWithDependents, openQuotePopup, quoteFields } from '../steps.ts';

test('a visitor browses two categories, gets a quote in the filter popup and adds a plan', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/'));
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Plan categories' });
  await menu.getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(siteA('/plans?type=dental'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dental' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Plans']);
  // Before a quote the prices are each tier's lowest, and plans offer only their details.
  const ppoPlus = page.getByRole('article', { name: 'BrightSmile Dental PPO Plus' });
  await expect(ppoPlus.getByText('from', { exact: true }).first()).toBeVisible();
  await expect(ppoPlus.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Vision' }).click();
  await expect(page).toHaveURL(siteA('/plans?type=vision'));
  await expect(page.getByRole('heading', { level: 2, name: 'Vision' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dental' })).toHaveCount(0);

  const popup = await openQuotePopup(page);
  const fields = quoteFields(popup);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(fields.zip).toHaveAccessibleDescription('Field is required');
  await fields.zip.fill('752');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(fields.zip).toHaveAccessibleDescription('Enter 5 digit zip code');
  await expectAccessible(page);
  await fields.zip.fill('75201');
  await fields.gender.selectOption({ label: 'Female' });
  await fields.dob.pressSequentially('04121985');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(siteA('/plans?type=vision'));

  const plus = page.getByRole('article', { name: 'ClearView Vision Plus' });
  await expect(plus.getByText('(your tier)')).toHaveCount(1);
  await plus.getByRole('button', { name: 'Add to Cart: ClearView Vision Plus' }).click();
  const notify = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(notify).toContainText('ClearView Vision Plus has been added to your cart.');
  await expect(page.getByRole('link', { name: /^Cart, 1 plan, \$/ })).toBeVisible();
  await expectAccessible(page);
  await notify.getByRole('button', { name: 'Add More Plan' }).click();
  await expect(notify).toBeHidden();
  await expect(plus.getByRole('link', { name: 'In Cart: ClearView Vision Plus' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart: ClearView Essential Vision' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 2 plans, \$/ })).toBeVisible();
  await page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(siteA('/cart'));
  const lines = page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row');
  await expect(lines.filter({ hasText: 'ClearView Vision Plus' })).toBeVisible();
  await expect(lines.filter({ hasText: 'ClearView Essential Vision' })).toBeVisible();
});

test('medical plans narrow to one network, and Clear shows them all again', async ({ page }) => {
  await page.goto(siteA('/plans?type=medical'));
  const plans = page.getByRole('article');
  // Four Northstar plans and the Keystone union plan.
  await expect(plans).toHaveCount(5);
  await page.getByLabel('Network').selectOption('Northstar EPO');
  await expect(plans).toHaveCount(1);
  await expect(plans.first()).toHaveAccessibleName('Northstar EPO 3000');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(plans).toHaveCount(5);

  await page.goto(siteA('/plans?type=dental'));
  await expect(page.getByLabel('Network')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the medical listing does not move when its networks arrive', async ({ page }) => {
    // The networks held back until the plans are on screen, as a slow answer would be.
    const release = await holdAnswers(page, '**/get-plan-network*');
    await page.goto(siteA('/plans?type=medical'));
    await expect(page.getByRole('article')).toHaveCount(5);
    release();
    await expect(page.getByLabel('Network')).toBeEnabled();
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.005);
  });

  test('the medical listing uses the width of the screen', async ({ page }) => {
    await page.goto(siteA('/plans?type=medical'));
    const card = page.getByRole('region', { name: 'Your basic info' });
    // The words' own extent (a Range), not their paragraph's box, which spans the card either way.
    const promptWidth = await card
      .getByText('Enter your zip code, gender, tier and date of birth to see your prices.')
      .evaluate((paragraph) => {
        const words = document.createRange();
        words.selectNodeContents(paragraph);
        return words.getBoundingClientRect().width;
      });
    const [cardBox, clearBox, sortBox] = await Promise.all(
      [card, page.getByRole('button', { name: 'Clear' }), page.getByLabel('Sort by')].map((box) => box.boundingBox()),
    );
    expect(promptWidth).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);
    // The network and Clear fill the row, ending where the sort below them ends.
    expect(clearBox?.y).toBeLessThan(sortBox?.y ?? 0);
    expect(
      Math.abs((clearBox?.x ?? 0) + (clearBox?.width ?? 0) - (sortBox?.x ?? 0) - (sortBox?.width ?? 0)),
    ).toBeLessThan(1);
  });
});

test('a category without plans says so', async ({ page }) => {
  await page.goto(siteA('/plans?type=nothing-here'));
  await expect(page.getByText('No Plans are available for your selection')).toBeVisible();
});

test('a changed quote says which plans it took out of the cart, and why', async ({ page, expectAccessible }) => {
  await getQuote(page);
  await addPlanDecliningOffer(page, 'accident', 'Summit Accident Essentials');
  await addPlanDecliningOffer(page, 'dental', 'BrightSmile Preventive Dental');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Cart, 2 plans, / })).toBeVisible();

  // Sold for Member Only: a quote for Member + Spouse cannot keep it, and the shopper is told so.
  await getQuoteWithDependents(page, { tier: 'Member + Spouse', spouseDob: '09/15/1982' });
  const notice = page.getByRole('region', { name: 'Your cart changed with your quote' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Summit Accident Essentials was removed from your cart. It is not sold for Member + Spouse.',
  ]);
  await expect(header.getByRole('link', { name: /^Cart, 1 plan, / })).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Close the cart notice' }).click();
  await expect(notice).toHaveCount(0);
});

test('tobacco use, told once in the basic info, prices tobacco-rated plans on the listing', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await page.goto(siteA('/plans?type=critical'));
  const plan = page.getByRole('article', { name: 'Keystone Critical Illness 10,000' });
  await expect(plan).toContainText('Tell us about tobacco use (Edit your basic info) to see your rate.');

  const info = page.getByRole('region', { name: 'Your basic info' });
  await info.getByRole('button', { name: 'Edit' }).click();
  const popup = page.getByRole('dialog', { name: 'Your Basic Info' });
  const tobacco = popup.getByLabel('Tobacco use in the last 12 months');
  await expect(tobacco).toHaveValue('');
  await tobacco.selectOption({ label: 'No' });
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup).toBeHidden();

  await expect(info).toContainText('SmokerNo');
  await expect(plan).not.toContainText('Tell us about tobacco use');
  await expect(plan.getByText('(your tier)')).toHaveCount(1);
});
