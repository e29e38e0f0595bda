import type { Page } from '@playwright/test';
import { expectNoEnglish } from '../english-left.ts';
import { expect, siteA, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The landing page in Spanish, switched to as a visitor does it: the header's 'Español' button. */
async function landingInSpanish(page: Page) {
  await page.goto(siteA('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Obtenga su cotización' })).toBeVisible();
}

/** The landing form's fields by their Spanish labels. */
function spanishQuoteForm(page: Page) {
  const form = page.getByRole('region', { name: 'Obtenga su cotización' });
  return {
    zip: form.getByLabel('Código postal'),
    gender: form.getByLabel('Sexo'),
    tier: form.getByLabel('Cobertura'),
    dob: form.getByLabel('Fecha de nacimiento'),
    submit: form.getByRole('button', { name: 'Cotizar' }),
  };
}

test('on a phone in Spanish, the location banner is declined and a quote leads to the plans', async ({
  page,
  expectAccessible,
}) => {
  // Two pages and a popup, each checked by axe.
  test.slow();
  await landingInSpanish(page);
  const banner = page.getByRole('region', { name: 'Su ubicación' });
  await expect(banner.getByRole('status')).toHaveText(
    '¿Nos permite usar su ubicación para mostrarle los planes y precios de su área?',
  );
  await expect(banner.getByRole('button', { name: 'Permitir', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
  await banner.getByRole('button', { name: 'No permitir' }).click();
  await expect(banner).toHaveCount(0);

  const { zip, gender, tier, dob, submit } = spanishQuoteForm(page);
  await expect(zip).toHaveAttribute('placeholder', '5 dígitos');
  await expect(dob).toHaveAttribute('placeholder', 'MM/DD/AAAA');
  await expect(gender.locator('option')).toHaveText(['Seleccione el sexo', 'Masculino', 'Femenino']);
  await expect(tier.locator('option')).toHaveText([
    'Solo el titular',
    'Titular + cónyuge',
    'Titular + hijo(s)',
    'Familia',
  ]);
  await zip.fill('75201');
  await gender.selectOption({ label: 'Femenino' });
  await dob.pressSequentially('04121985');
  await expect(dob).toHaveValue('04/12/1985');
  await submit.click();

  await expect(page).toHaveURL(siteA('/plans'));
  const basics = page.getByRole('region', { name: 'Sus datos básicos' });
  await expect(basics.getByRole('term')).toHaveText(['Código postal', 'Sexo', 'Cobertura', 'Fecha de nacimiento']);
  await expect(basics.getByRole('definition')).toHaveText(['75201', 'Femenino', 'Solo el titular', '04/12/1985']);
  await expectAccessible(page);
  await expectNoEnglish(page);

  // Edit opens the same quote in a popup that also asks about tobacco.
  await basics.getByRole('button', { name: 'Editar' }).click();
  const popup = page.getByRole('dialog', { name: 'Sus datos básicos' });
  await expect(popup.getByLabel('Código postal')).toHaveValue('75201');
  await expect(popup.getByLabel('Consumo de tabaco en los últimos 12 meses')).toHaveAccessibleDescription(
    'Las tarifas de algunos planes dependen de esto.',
  );
  await expect(popup.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expectAccessible(page);
  await expectNoEnglish(page);
  await popup.getByRole('button', { name: 'Atrás' }).click();
  await expect(popup).toBeHidden();
});

test('on a phone in Spanish, a family quote asks for the dependents in Spanish', async ({ page, expectAccessible }) => {
  // Two pages and a dialog, each checked by axe.
  test.slow();
  await landingInSpanish(page);
  await page.getByRole('region', { name: 'Su ubicación' }).getByRole('button', { name: 'No permitir' }).click();
  const { zip, gender, tier, dob, submit } = spanishQuoteForm(page);
  await zip.fill('75201');
  await gender.selectOption({ label: 'Masculino' });
  await tier.selectOption({ label: 'Familia' });
  await dob.pressSequentially('06021980');
  await submit.click();

  const dialog = page.getByRole('dialog', { name: 'Información de dependientes' });
  const children = dialog.getByLabel('Número de hijos');
  await expect(children.locator('option').first()).toHaveText('Seleccione');
  await expectAccessible(page);
  await expectNoEnglish(page);
  await dialog.getByLabel('Fecha de nacimiento del cónyuge').pressSequentially('09151982');
  await children.selectOption('2');
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(siteA('/plans'));
  const dependents = page.getByRole('region', { name: 'Información de dependientes' });
  await expect(dependents.getByRole('term')).toHaveText(['Fecha de nacimiento del cónyuge', 'Número de hijos']);
  await expect(dependents.getByRole('definition')).toHaveText(['09/15/1982', '2']);
  await expect(page.getByRole('region', { name: 'Sus datos básicos' }).getByRole('definition')).toContainText([
    'Masculino',
    'Familia',
  ]);
  await expectAccessible(page);
  await expectNoEnglish(page);
});
