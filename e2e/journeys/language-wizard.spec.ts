import { saveBillingInfo } from '@openenroll/contract/wizard/billing-info';
import type { Page } from '@playwright/test';
import { apiOf, checkoutByApi, saveContactByApi, savePersonalByApi } from '../api.ts';
import { expectNoEnglish } from '../english-left.ts';
import { expect, siteA, test } from '../fixtures.ts';
import { DENTAL, wizardStep } from '../steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A visitor who chose Spanish before (the store starts in it), checked out with a dental plan. */
async function spanishApplicant(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('es')));
  return checkoutByApi(page, [DENTAL]);
}

/** The same, with Personal and Contact Information saved. */
async function spanishApplicantWithContact(page: Page) {
  const { enrollment_id } = await spanishApplicant(page);
  await savePersonalByApi(page, enrollment_id);
  await saveContactByApi(page, enrollment_id);
  return enrollment_id;
}

test('on a phone the application reads in Spanish, with the spec’s rules said in Spanish by the page and the server', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const { enrollment_id } = await spanishApplicant(page);
  await page.goto(siteA('/enrollment/personal-info'));

  const personal = wizardStep(page, 'Información personal');
  await expect(personal).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Información personal' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 5' })).toBeVisible();
  await expect(personal.getByLabel('Sexo')).toHaveValue('Femenino');
  await expect(personal.getByLabel('Estado civil').getByRole('option', { name: 'Viudo(a)' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Sus planes' })).toBeVisible();

  // The page's own check of the schema, in Spanish.
  await personal.getByRole('button', { name: 'Siguiente' }).click();
  await expect(personal.getByLabel(/^Nombre/)).toHaveAccessibleDescription('Este campo es obligatorio');
  await expectAccessible(page);
  await expectNoEnglish(page);

  // The server's check of a zip code, in Spanish.
  await savePersonalByApi(page, enrollment_id);
  await page.goto(siteA('/enrollment/contact-info'));
  const contact = wizardStep(page, 'Información de contacto');
  await expect(contact).toBeVisible({ timeout: 20_000 });
  await contact.getByLabel('Código postal').fill('00000');
  await expect(contact.getByLabel('Código postal')).toHaveAccessibleDescription('Código postal no válido');
  await expect(contact.getByRole('button', { name: 'Atrás' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
});

test('on a phone Billing names its choices, its terms and the statement in Spanish', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  await spanishApplicantWithContact(page);
  await page.goto(siteA('/enrollment/billing-information'));

  const billing = wizardStep(page, 'Información de facturación');
  await expect(billing).toBeVisible({ timeout: 20_000 });
  await expect(billing.getByRole('radio', { name: 'Tarjeta de crédito' })).toBeChecked();
  await expect(billing.getByLabel('Fecha de cobro').getByRole('option', { name: 'Día 28 de cada mes' })).toHaveCount(1);
  await billing.getByRole('radio', { name: 'Cuenta bancaria (EFT)' }).check();
  await expect(
    billing.getByText('Se cobra un cargo de $30 por cada pago devuelto por fondos insuficientes.'),
  ).toBeVisible();
  await expect(
    billing.getByText(/^Sus primas aparecerán en el estado de cuenta de su banco o tarjeta como "/),
  ).toBeVisible();
  await expect(billing.getByLabel('Tipo de cuenta').getByRole('option', { name: 'Cheques' })).toHaveCount(1);
  await expect(billing.getByLabel('Tipo de titular').getByRole('option', { name: 'Empresa' })).toHaveCount(1);
  await expectAccessible(page);
  await expectNoEnglish(page);
});

test('on a phone the agreements are read and signed for in Spanish', async ({ page, expectAccessible }) => {
  test.slow();
  const enrollment_id = await spanishApplicantWithContact(page);
  await apiOf(page)(saveBillingInfo, {
    enrollment_id,
    payment_method: 'eft',
    account_name: 'Ana Reyes',
    bank_name: 'JPMORGAN CHASE BANK, NA',
    routing_number: '111000614',
    account_number: '000123456789',
    account_type: 'checking',
    account_holder_type: 'individual',
  });
  await page.goto(siteA('/enrollment/agreement-signature'));

  const agreement = wizardStep(page, 'Acuerdo y firma');
  await expect(agreement).toBeVisible({ timeout: 20_000 });
  await expect(agreement.getByRole('group', { name: 'Verificación del solicitante' })).toBeVisible();
  await agreement.getByRole('button', { name: 'Siguiente' }).click();
  await expect(agreement.getByText('La firma es obligatoria').first()).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
});
