import type { Page } from '@playwright/test';
import { expectNoEnglish } from '../english-left.ts';
import { expect, siteA, test } from '../fixtures.ts';
import { getQuote } from '../steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The header's switch, then a category's listing from the phone's menu. */
async function openCategoryInSpanish(page: Page, category: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('navigation', { name: 'Categorías de planes' }).getByRole('link', { name: category }).click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
}

test('in Spanish on a phone a visitor sorts a listing and compares two plans', async ({ page, expectAccessible }) => {
  await page.goto(siteA('/'));
  await openCategoryInSpanish(page, 'Dental');

  // Before a quote each tier is priced from its lowest rate, and a card offers only its details.
  const plus = page.getByRole('article', { name: 'BrightSmile Dental PPO Plus' });
  await expect(plus.getByText('desde', { exact: true }).first()).toBeVisible();
  await expect(plus.getByText('/mes').first()).toBeVisible();
  await expect(plus.getByRole('link', { name: 'Ver más detalles: BrightSmile Dental PPO Plus' })).toBeVisible();
  await expect(plus.getByRole('button', { name: /Agregar al carrito/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Precio: de menor a mayor' });
  await expect(page).toHaveURL(/sort=price_low/);
  await expectAccessible(page);
  await expectNoEnglish(page);

  await plus.getByRole('checkbox', { name: 'Comparar BrightSmile Dental PPO Plus' }).check();
  const tray = page.getByRole('region', { name: 'Planes para comparar' });
  await expect(tray).toContainText('Elija otro plan para comparar.');
  await page.getByRole('checkbox', { name: 'Comparar BrightSmile Preventive Dental' }).check();
  await expect(tray).toContainText('2 de 4 planes elegidos');
  await tray.getByRole('link', { name: 'Comparar planes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Comparar planes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Planes comparados lado a lado' });
  await expect(table.getByRole('rowheader', { name: 'Prima mensual (tarifas más bajas)' })).toBeVisible();
  await expect(
    table.getByRole('button', { name: 'Quitar BrightSmile Dental PPO Plus de la comparación' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
});

test('in Spanish on a phone a visitor with a quote reads a plan and adds it to the cart', async ({
  page,
  expectAccessible,
}) => {
  await getQuote(page);
  await openCategoryInSpanish(page, 'Dental');

  const plan = 'BrightSmile Preventive Dental';
  const card = page.getByRole('article', { name: plan });
  await expect(card.getByText('(su nivel)')).toHaveCount(1);
  await expect(card.getByRole('button', { name: `Agregar al carrito: ${plan}` })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);

  await card.getByRole('link', { name: `Ver más detalles: ${plan}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Su precio' })).toBeVisible();
  await expect(page.getByText('/mes').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Comparar ${plan}` })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);

  await page.getByRole('button', { name: `Agregar al carrito: ${plan}` }).click();
  // No offer follows a dental plan: the visitor goes straight to the cart.
  await expect(page).toHaveURL(siteA('/cart'));
});
