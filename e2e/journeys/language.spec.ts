import { expectNoEnglish } from '../english-left.ts';
import { expect, siteA, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the header switches the store to Spanish, which stays for the next visit', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(siteA('/'));
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const spanishCall = page.waitForRequest(
    (request) => request.url().includes('/api/v1/') && request.headers()['accept-language'] === 'es',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Planes destacados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compre por categoría' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Obtenga su cotización' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menú' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Ayuda' })).toBeVisible();
  // The way back is named in English, and marked so.
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  // What the server says is asked for in Spanish from now on.
  await spanishCall;
  await expectAccessible(page);
  await expectNoEnglish(page);

  // The next visit's page comes from the server already in Spanish, its welcome included: nothing flashes in English.
  const spanishPage = await (await page.reload())?.text();
  expect(spanishPage).toContain('<html lang="es" ');
  expect(spanishPage).toContain('Cobertura para empezar bien su día');
  await expect(page.getByRole('heading', { name: 'Planes destacados' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Featured plans' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await (await page.reload())?.text()).toContain('<html lang="en" ');
});
