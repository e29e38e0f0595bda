/// <reference lib="dom" />
// The function handed to page.evaluate runs in the browser.
import { addPlanToCart } from '@openenroll/contract/cart';
import { addFilterForNewUser } from '@openenroll/contract/filter';
import { getFilteredPlans } from '@openenroll/contract/plans';
import type { Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { expectNoEnglish } from '../english-left.ts';
import { expect, siteA, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const PLAN = 'ClearView Essential Vision';

/** A quote and one plan in the cart, as the quote form and the listing leave them; the cart is not checked out. */
async function cartByApi(page: Page) {
  const call = apiOf(page);
  const { temp_enrollment_id: enrollment_id } = await call(addFilterForNewUser, {
    zip: '75201',
    gender: 1,
    tier: 'IO',
    dob: '04/12/1985',
  });
  const listed = await call(getFilteredPlans, { enrollment_id, categories: 'vision' });
  const card = listed.flatMap((category) => category.plans).find((plan) => plan.plan_name === PLAN);
  if (!card?.ppid) throw new Error(`${PLAN} is not offered at a price for this quote`);
  await call(addPlanToCart, { enrollment_id, plan_id: card.pid, plan_pricing_id: card.ppid });
  await page.goto(siteA('/healthz'));
  await page.evaluate(
    (kept) => {
      for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, JSON.stringify(value));
    },
    { tempId: enrollment_id, selectedTier: 'IO', isFilterDataSubmitted: true },
  );
}

test('on a phone a shopper reads the cart in Spanish, keeps a plan, and checks out to the application', async ({
  page,
  expectAccessible,
}) => {
  // Every page and dialog is checked for accessibility, and it goes on into the wizard's first step.
  test.slow();
  await cartByApi(page);
  await page.goto(siteA('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Planes destacados' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Carrito, 1 plan, / })
    .click();
  await expect(page).toHaveURL(siteA('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Planes en su carrito' });
  await expect(table).toContainText(PLAN);
  await expect(table).toContainText('/mes');
  const order = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(order.getByRole('combobox', { name: 'Fecha de vigencia' })).toBeEnabled();
  await expect(order).toContainText('Nivel');
  await expect(order).toContainText('Costo del primer mes');
  await expect(order).toContainText('Costo recurrente');
  await expect(order).toContainText('Costo total');
  await expect(order.getByRole('button', { name: 'Guardar carrito' })).toBeVisible();
  await expect(order.getByRole('link', { name: 'Seguir comprando' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);

  // No keeps the plan in the cart.
  await table.getByRole('button', { name: `Eliminar ${PLAN}` }).click();
  const remove = page.getByRole('dialog', { name: '¿Realmente desea eliminarlo?' });
  await expect(remove).toContainText(PLAN);
  await expect(remove.getByRole('button', { name: 'Sí' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
  await remove.getByRole('button', { name: 'No' }).click();
  await expect(remove).toBeHidden();
  await expect(table).toContainText(PLAN);

  // The quote e-mail's form, opened and left without sending.
  await order.getByRole('button', { name: 'Guardar carrito' }).click();
  const save = page.getByRole('dialog', { name: 'Guardar carrito' });
  await save.getByLabel('Nombre').fill('Ana Reyes');
  await save.getByLabel('Correo electrónico').fill('ana.reyes@example.com');
  await expect(save.getByLabel('Mensaje')).toHaveAttribute('placeholder', 'Agregue una nota personal');
  await expect(save.getByRole('button', { name: 'Vista previa' })).toBeVisible();
  await expect(save.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
  await save.getByRole('button', { name: 'Cancelar' }).click();
  await expect(save).toBeHidden();

  await order.getByRole('button', { name: 'Proceder al pago' }).click();
  const confirm = page.getByRole('dialog', { name: /^Sus planes entrarán en vigencia el \d\d\/\d\d\/\d{4}$/ });
  const offer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^No, prefiero/ }) });
  // Applicants are offered term life, then dental and vision, each only when the cart lacks it.
  for (;;) {
    await expect(offer.or(confirm).first()).toBeVisible();
    if (await confirm.isVisible()) break;
    await expect(offer.getByRole('button', { name: /^Agregar al carrito/ }).first()).toBeVisible();
    await expectAccessible(page);
    await expectNoEnglish(page);
    await offer.getByRole('button', { name: /^No, prefiero/ }).click();
    await expect(offer).toBeHidden();
  }
  await expect(confirm.getByRole('button', { name: 'Volver al carrito' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
  await confirm.getByRole('button', { name: 'Inscripción del miembro' }).click();
  await expect(page).toHaveURL(siteA('/enrollment/personal-info'));
});
