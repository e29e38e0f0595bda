import { expect, siteA, siteB, test } from '../fixtures.ts';
import { DENTAL, reachStep } from '../steps.ts';

test.describe('before any of the store’s code runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('a phone already shows the landing page, its featured plans and the quote form', async ({ page }) => {
    await page.goto(siteA('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured plans' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByLabel('Zip Code')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sunrise Benefits home' })).toBeVisible();
  });

  test("a listing shows its plans, and another site's its own", async ({ page }) => {
    await page.goto(siteA('/plans?type=dental'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dental' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'BrightSmile Preventive Dental' })).toBeVisible();
    await page.goto(siteB('/'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Harbor Health Exchange home' })).toBeVisible();
  });
});

test('the store’s code is asked for only once the drawn page is on the screen', async ({ page }) => {
  await page.goto(siteA('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage that starts your day right' })).toBeVisible();
  const timing = await page.waitForFunction(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    const code = performance.getEntriesByType('resource').find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name));
    return painted && code && { painted: painted.startTime, asked: code.startTime };
  });
  const { painted = Number.NaN, asked = Number.NaN } = (await timing.jsonValue()) ?? {};
  expect(asked).toBeGreaterThan(painted);
});

test("a shopper's wizard step arrives drawn with its fields, comes alive, and keeps what was typed", async ({
  page,
}) => {
  const personal = await reachStep(page, 'Personal Information', { plans: [DENTAL] });
  const drafted = page.waitForResponse((response) => response.url().includes('/api/v1/save-step-draft'));
  await personal.getByLabel('First Name').fill('Ana');
  expect((await drafted).status()).toBe(200);
  // The page as the server sends it to this browser: the step's form is in it (its values follow once it is live).
  const [drawn] = await Promise.all([
    page.waitForResponse((response) => response.url() === siteA('/enrollment/personal-info')),
    page.reload(),
  ]);
  const body = (await drawn.text()).match(
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-queries">/,
  )?.[1];
  expect(body).toContain('First Name');
  expect(body).toContain('Social Security Number');
  const drawnId = body?.match(/for="([^"]+)"[^>]*>First Name</)?.[1];
  expect(drawnId).toBeTruthy();
  await expect(personal.getByLabel('First Name')).toHaveValue('Ana');
  // Live: Next checks the step's rules, in the spec's words, under the field.
  await personal.getByLabel('First Name').fill('');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(personal.getByLabel('First Name')).toHaveAccessibleDescription('Field is required');
  // Once live, the field keeps the id the server drew it with: nothing was drawn a second time to change it.
  await expect(personal.getByLabel('First Name')).toHaveAttribute('id', drawnId ?? '');
});
