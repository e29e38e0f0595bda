import { checkoutByApi, savePersonalByApi } from '../api.ts';
import { expect, siteA, test } from '../fixtures.ts';
import { DENTAL, wizardStep } from '../steps.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the application reads in Spanish, with the spec’s rules said in Spanish by the page and the server', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  // A visitor who chose Spanish before: the store starts in it.
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('es')));
  const { enrollment_id } = await checkoutByApi(page, [DENTAL]);
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

  // The server's check of a zip code, in Spanish.
  await savePersonalByApi(page, enrollment_id);
  await page.goto(siteA('/enrollment/contact-info'));
  const contact = wizardStep(page, 'Información de contacto');
  await expect(contact).toBeVisible({ timeout: 20_000 });
  await contact.getByLabel('Código postal').fill('00000');
  await expect(contact.getByLabel('Código postal')).toHaveAccessibleDescription('Código postal no válido');
  await expect(contact.getByRole('button', { name: 'Atrás' })).toBeVisible();
  await expectAccessible(page);
});
