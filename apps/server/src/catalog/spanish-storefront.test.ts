import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planIdsByCode } from '../test/shopper.ts';
import { base64, useTestStore } from '../test/test-app.ts';

const demoCatalogDir = fileURLToPath(new URL('../../../../catalog', import.meta.url));

type Card = { plan_name: string; plan_short_text: string; text_language?: string };
type Listing = { category: string; category_label: string; text_language?: string; plans: Card[] }[];

describe('the demo store in Spanish', () => {
  const store = useTestStore({ catalogDir: demoCatalogDir });
  const get = async (path: string, language?: string) => {
    const response = await store.app.inject({
      url: `/api/v1/${path}`,
      headers: { host: 'localhost', ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('lists the dental plans by their Spanish names, and a plan without Spanish in English, saying which', async () => {
    const [dental]: Listing = await get('get-menu-filtered-plans?category=dental', 'es');
    expect(dental).toMatchObject({ category: 'dental', category_label: 'Dental', text_language: 'es' });
    expect(dental?.plans.map((card) => card.text_language)).toEqual(dental?.plans.map(() => 'es'));
    expect(dental?.plans.map((card) => card.plan_name)).toContain('BrightSmile Premier Dental con ortodoncia');
    expect(dental?.plans[0]?.plan_short_text).toMatch(/^Limpiezas, exámenes y radiografías/);

    const [vision]: Listing = await get('get-menu-filtered-plans?category=vision', 'es-MX,es;q=0.9');
    expect(vision).toMatchObject({ category_label: 'Visión', text_language: 'es' });
    const english: Listing = await get('get-menu-filtered-plans?category=vision');
    expect(vision?.plans).toEqual(english[0]?.plans.map((card) => ({ ...card, text_language: 'en' })));
  });

  it('answers English exactly as before, without text_language', async () => {
    const [dental]: Listing = await get('get-menu-filtered-plans?category=dental', 'en');
    expect(dental).not.toHaveProperty('text_language');
    expect(dental?.plans.map((card) => card.plan_name)).toContain('BrightSmile Premier Dental with Ortho');
    expect(JSON.stringify(await get('get-common-menu'))).not.toContain('text_language');
    expect(await get('get-menu-filtered-plans?category=dental', 'fr')).toEqual(
      await get('get-menu-filtered-plans?category=dental'),
    );
  });

  it("shows a plan's page in Spanish with its accents, and its comparison rows", async () => {
    const id = (await planIdsByCode(store.db))('brightsmile-premier');
    const detail = await get(`get-plan-detail/${id}`, 'es');
    expect(detail).toMatchObject({
      plan_name: 'BrightSmile Premier Dental con ortodoncia',
      text_language: 'es',
      plan_desc: { header_text: 'Cobertura dental premier, con frenos e implantes incluidos' },
    });
    expect(detail.plan_desc.faq_text).toContain('¿Hay un límite de edad para la ortodoncia?');
    const english = await get(`get-plan-detail/${id}`);
    expect(english.plan_name).toBe('BrightSmile Premier Dental with Ortho');
    expect(english).not.toHaveProperty('text_language');

    const compared = await get(`get-plan-comparison?plan_ids=${id}`, 'es');
    expect(compared.rows).toContainEqual({ key: 'annual_maximum', label: 'Máximo anual', text_language: 'es' });
    expect(compared.plans[0].summary.annual_maximum).toBe('$3,000 por persona');
  });

  it('names every category in Spanish in the menu', async () => {
    const menu = await get('get-common-menu', 'es');
    expect(menu.categories).toContainEqual({ key: 'dental', label: 'Dental', text_language: 'es' });
    expect(menu.categories).toContainEqual({ key: 'term_life', label: 'Vida a término', text_language: 'es' });
    expect(menu.categories.every((category: { text_language: string }) => category.text_language === 'es')).toBe(true);
  });

  it("gives each site's welcome texts and about text in Spanish, and its default language", async () => {
    for (const [domain, title] of [
      ['localhost', 'Cobertura para empezar bien su día'],
      ['127.0.0.1', 'Un puerto seguro para su salud y sus ingresos'],
    ] as const) {
      const theme: { key: string; value: string; text_language?: string }[] = await get(
        `get-external-site-dynamic-information?site_domain=${base64(domain)}`,
        'es',
      );
      expect(theme).toContainEqual({ key: 'welcome_title', value: title, text_language: 'es' });
      expect(theme.find((entry) => entry.key === 'welcome_text')).toMatchObject({ text_language: 'es' });
      expect(theme).toContainEqual({ key: 'default_language', value: 'en' });
      expect(theme.find((entry) => entry.key === 'primary_color')).not.toHaveProperty('text_language');
    }
    const english = await get(`get-external-site-dynamic-information?site_domain=${base64('localhost')}`);
    expect(english).toContainEqual({ key: 'welcome_title', value: 'Coverage that starts your day right' });
    expect(english).toContainEqual({ key: 'default_language', value: 'en' });

    const info = await get('get-default-info', 'es');
    expect(info.display_about).toMatch(/^Sunrise Benefits ayuda a familias/);
    expect(info.text_language).toBe('es');
  });
});
