import { createHash } from 'node:crypto';
import { getPlanCart } from '@openenroll/contract/cart';
import { getAgreementTexts } from '@openenroll/contract/wizard/agreement-info';
import { getBillDate, getBillingText } from '@openenroll/contract/wizard/billing-info';
import { getEmploymentStatus } from '@openenroll/contract/wizard/employer-info';
import { getHealthQuestionsPrimaryHealthInfo } from '@openenroll/contract/wizard/health-info';
import { getReviewInfo } from '@openenroll/contract/wizard/review-info';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvidence } from '../db/schema.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { completedShopper, filledShopper, wizardShopper } from '../test/wizard-shopper.ts';

describe('the wizard in Spanish', () => {
  const store = useTestStore();
  const spanish = () => visitor(store.app, 'gamma.test', undefined, { language: 'es' });

  it('asks the health questions in Spanish where the catalog has them, the others in English', async () => {
    const form = { annual_incode: 60000, working_hours: 40 };
    const shopper = await wizardShopper(store, ['income-di'], form, spanish());
    const questions = dataOf(await shopper.call(getHealthQuestionsPrimaryHealthInfo, {})).result;
    expect(questions.codition_questions).toEqual([
      {
        question_id: 101,
        question_text: '¿Ha recibido tratamiento por una enfermedad del corazón en los últimos 5 años?',
        text_language: 'es',
      },
      {
        question_id: 146,
        question_text: 'Have you been treated for a mental or nervous disorder in the past 5 years?',
        text_language: 'en',
      },
    ]);
    expect(questions.medication_question).toMatchObject({ question_id: 150, text_language: 'en' });
  });

  it('shows, signs and completes the agreements in the language they were read in', async () => {
    const shopper = await completedShopper(store, ['span-dental'], {}, spanish());
    const shown = dataOf(await shopper.call(getAgreementTexts, {})).result;
    expect(shown.map(({ text_head, text_language }) => [text_head, text_language])).toEqual([
      ['Términos de la inscripción', 'es'],
      ['Dental waiting periods', 'en'],
    ]);
    const [evidence] = await store.db
      .select()
      .from(agreementEvidence)
      .where(eq(agreementEvidence.enrollmentId, shopper.enrollmentId));
    const [terms] = shown;
    expect(evidence?.texts[0]).toMatchObject({
      head: 'Términos de la inscripción',
      language: 'es',
      sha256: createHash('sha256').update(`${terms?.text_head}\n\n${terms?.text_body}`).digest('hex'),
    });
    expect(evidence?.texts[1]).not.toHaveProperty('language');

    const cart = dataOf(await shopper.call(getPlanCart, {}));
    expect(cart.result.map((line) => [line.plan_name, line.text_language])).toEqual([['Span Dental', 'en']]);
    const review = dataOf(await shopper.call(getReviewInfo, {}));
    expect(review.cart.plans).toMatchObject([{ plan_name: 'Span Dental', text_language: 'en' }]);
    expect(dataOf(await shopper.complete({})).status).toBe('submitted');
  });

  it('names the billing dates, the statement and the employer choices in Spanish', async () => {
    const shopper = await filledShopper(store, ['span-dental'], {}, spanish());
    const dates = dataOf(await shopper.call(getBillDate, {}));
    expect(dates.at(-1)).toEqual({ bill_date: 28, label: 'Día 28 de cada mes' });
    expect(dataOf(await shopper.call(getBillingText, {})).text).toBe(
      'Sus primas aparecerán en el estado de cuenta de su banco o tarjeta como "GAMMA SHOP*ACME MUTUAL".',
    );
    expect(dataOf(await shopper.call(getEmploymentStatus, {})).result).toEqual([
      { value: 'A', name: 'Activo' },
      { value: 'C', name: 'COBRA' },
      { value: 'R', name: 'Jubilado' },
    ]);
  });
});
