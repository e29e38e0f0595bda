import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailTo } from '../test/mail.ts';
import { planIdsByCode, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

const HOST = 'localhost:3100';

describe('a quote e-mailed in the language of the page that sent it', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  let nextRecipient = 1;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });
  beforeEach(async () => {
    await store.jobs.drain();
  });

  /** Ann Agent's store, Smile Dental in the cart, a quote sent to a new address. */
  async function sendQuote(browser: ReturnType<typeof visitor>) {
    expect((await browser.post('validate-landing-page', { landing_page: 'ann' })).statusCode).toBe(200);
    const { enrollmentId, q } = await quotedVisitor(store.app, {}, browser);
    const ppid = (await browser.get(`get-plan-pricing-detail?pid=${id('smile')}&${q}`)).body.data.plans[0]?.ppid;
    await browser.post('add-plan-to-cart', {
      enrollment_id: enrollmentId,
      plan_id: id('smile'),
      plan_pricing_id: ppid,
    });
    const email = `cliente${nextRecipient++}@example.com`;
    const sent = await browser.post('save-enrollment', {
      enrollment_id: enrollmentId,
      tab: 'cart_info',
      name: 'Juana Pérez',
      email,
    });
    expect(sent.statusCode).toBe(200);
    return email;
  }

  it('arrives in Spanish when requested in Spanish, and so do its reminders, sent later by a job', async () => {
    const email = await sendQuote(visitor(store.app, HOST, undefined, { language: 'es' }));
    const [quote] = await mailTo(store.db, email, 'quote');
    expect(quote?.subject).toBe('Su cotización personalizada de Alpha Benefits');
    expect(quote?.html).toMatch(/^<!DOCTYPE html>\n<html lang="es">/);
    expect(quote?.text).toContain('¡Bienvenido a su cotización personalizada!');
    expect(quote?.text).toContain('Hola, Juana Pérez: esta es la cotización');
    expect(quote?.text).toMatch(/Prima mensual: \$\d+\.\d\d/);
    // The plan by its Spanish name from the catalog.
    expect(quote?.text).toMatch(/- Sonrisa Dental: \$\d+\.\d\d/);
    expect(quote?.text).toMatch(/funciona hasta el \d{1,2} de [a-z]+ de \d{4}/);

    await store.jobs.drain();
    const reminders = await mailTo(store.db, email, 'quote-reminder');
    expect(reminders.length).toBeGreaterThan(0);
    for (const reminder of reminders) {
      expect(reminder.subject).toBe('Recordatorio: su cotización personalizada de Alpha Benefits');
      expect(reminder.text).toContain('Su cotización le espera');
    }
  });

  it("is written in the session's language when the request names none", async () => {
    const browser = visitor(store.app, HOST);
    expect((await browser.post('set-language', { language: 'es' })).body).toMatchObject({ data: { language: 'es' } });
    const email = await sendQuote(browser);
    const [quote] = await mailTo(store.db, email, 'quote');
    expect(quote?.subject).toBe('Su cotización personalizada de Alpha Benefits');
  });

  it('stays in English for an English page', async () => {
    const email = await sendQuote(visitor(store.app, HOST, undefined, { language: 'en' }));
    const [quote] = await mailTo(store.db, email, 'quote');
    expect(quote?.subject).toBe('Your personalized quote from Alpha Benefits');
    expect(quote?.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(quote?.text).toContain('- Smile Dental:');
  });
});
