import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogError, readCatalogFolder } from './read-catalog-folder.ts';

const folder = mkdtempSync(join(tmpdir(), 'catalog-es-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const plan = (es: string) => `
plans:
  - code: smile-basic
    name: Smile Basic Dental
    carrier: acme
    category: dental
    short_text: Cleanings and exams.
    callout: { text: New, color: green }
    summary: { deductible: $50 per person }
    description:
      header_text: Healthy teeth
      body_text: <p>Two cleanings a year.</p>
      faq_text: <p>Any dentist?</p>
    pricing: [{ age: [18, 64], rates: { IO: 20 } }]
${es}`;

const whole = `    es:
      name: Smile Basic Dental
      short_text: Limpiezas y exámenes.
      callout: { text: Nuevo }
      summary: { deductible: $50 por persona }
      description:
        header_text: Dientes sanos
        body_text: <p>Dos limpiezas al año.</p>
        faq_text: <p>¿Cualquier dentista?</p>`;

/** The reason the folder is refused, or null when it is read. */
function refusal(yaml: string) {
  writeFileSync(join(folder, 'catalog.yaml'), yaml);
  try {
    readCatalogFolder(folder);
    return null;
  } catch (error) {
    if (error instanceof CatalogError) return error.message;
    throw error;
  }
}

describe('Spanish versions in the catalog', () => {
  it('reads an item whose Spanish version translates every one of its texts', () => {
    expect(refusal(plan(whole))).toBeNull();
    expect(refusal(plan(''))).toBeNull();
  });

  it('refuses a partial Spanish version, naming the item and the field it lacks', () => {
    const partial = whole.replace('        faq_text: <p>¿Cualquier dentista?</p>', '');
    expect(refusal(plan(partial))).toBe(
      'catalog.yaml: plans[0] (smile-basic): es.description.faq_text: missing from the Spanish version (es): it must translate every text of the item',
    );
    const noSummary = whole.replace('      summary: { deductible: $50 por persona }\n', '');
    expect(refusal(plan(noSummary))).toContain('plans[0] (smile-basic): es.summary.deductible: missing');
  });

  it('refuses a Spanish text the English item does not have', () => {
    const extra = `${whole}\n        example_text: <p>Un ejemplo.</p>`;
    expect(refusal(plan(extra))).toContain(
      'es.description.example_text: not a text of the English item: the Spanish version (es) translates only those',
    );
  });

  it('refuses partial categories, comparison rows, health questions, agreements and sites', () => {
    expect(refusal('categories:\n  - { key: dental, label: Dental, order: 1, es: {} }')).toContain(
      'categories[0] (dental): es.label: missing',
    );
    expect(
      refusal('categories:\n  - { key: dental, label: Dental, order: 1, compare: [{ key: max, label: Max, es: {} }] }'),
    ).toContain('categories[0] (dental): compare.0.es.label: missing');
    expect(refusal('health_questions:\n  - { id: 101, text: Heart disease?, es: {} }')).toContain(
      'health_questions[0]: es.text: missing',
    );
    expect(
      refusal('agreements:\n  - { code: terms, head: Terms, body: I agree., general: true, es: { head: Términos } }'),
    ).toContain('agreements[0] (terms): es.body: missing');
    const site = (es: string, language = 'en') => `
sites:
  - code: sun
    name: Sun
    domains: [sun.test]
    phone: "1"
    email: a@sun.test
    about: About us.
    theme: { welcome_title: Welcome, primary_color: "#fff", default_language: ${language} }
    es: ${es}`;
    expect(refusal(site('{ about: Nosotros., theme: { welcome_title: Bienvenido } }'))).toBeNull();
    expect(refusal(site('{ about: Nosotros. }'))).toContain('sites[0] (sun): es.theme.welcome_title: missing');
    expect(refusal(site('{ about: Nosotros., theme: { welcome_title: B }}', 'fr'))).toContain(
      'sites[0] (sun): theme.default_language: must be one of en, es',
    );
  });
});
