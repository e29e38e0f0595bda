import { directContinue, saveEnrollment } from '@openenroll/contract/quote';
import { getAgreementTexts, saveAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { saveBeneficiaryInfo } from '@openenroll/contract/wizard/beneficiary-info';
import { saveBillingInfo, testCards } from '@openenroll/contract/wizard/billing-info';
import { savePrimaryHealthInfo } from '@openenroll/contract/wizard/health-info';
import { saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from '../mail/mail-transport.ts';
import { signaturePng } from '../test/signature-png.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { validCard, validContact, validPersonal, wizardShopper } from '../test/wizard-shopper.ts';

/** Values planted in a full enrollment; none may show in a log line, nor in clear in any table. */
const marker = {
  ssn: '078-51-2467',
  ssnDigits: '078512467',
  card: testCards.discover,
  health: 'Zebra-pollen asthma 7Q3X',
};

describe('a full enrollment leaves no secret in the logs or in clear in the database', () => {
  const logLines: string[] = [];
  const sent: OutgoingMail[] = [];
  const capture: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
  const store = useTestStore({ logLines, mailTransport: capture });

  const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

  /** Every row of every table, schemas of the job queue included, as text. */
  async function everyRow() {
    const tables = rowsOf<{ schema: string; name: string }>(
      await store.db.execute(sql`
        select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
    );
    const rows: { table: string; text: string }[] = [];
    for (const { schema, name } of tables) {
      const all = rowsOf<{ text: string }>(
        await store.db.execute(sql`select t::text as text from ${sql.identifier(schema)}.${sql.identifier(name)} t`),
      );
      rows.push(...all.map(({ text }) => ({ table: `${schema}.${name}`, text })));
    }
    return rows;
  }

  it('holds no planted SSN, card number, health answer or link token', async () => {
    const shopper = await wizardShopper(store, ['term-guard'], { is_smoker: 0 });
    dataOf(await shopper.save('personal-info', { ...validPersonal, ssn: marker.ssn }));
    dataOf(
      await shopper.save('contact-info', {
        ...validContact,
        birth_state: 'TX',
        birth_city: 'Austin',
      }),
    );
    dataOf(
      await shopper.call(saveBeneficiaryInfo, {
        beneficiaries: [
          {
            first_name: 'Rosa',
            last_name: 'Nunez',
            birthdate: '03/14/1990',
            relationship: 'Sibling',
            beneficiary_percentage: '100',
          },
        ],
      }),
    );
    dataOf(
      await shopper.call(savePrimaryHealthInfo, {
        condition_questions: [
          {
            question_id: 101,
            yes_no_flag: 1,
            conditions: [
              { health_condition: marker.health, date_of_onset: '06/01/2020', is_treatment: 1, is_medicate: 0 },
            ],
          },
        ],
      }),
    );
    dataOf(
      await shopper.call(saveBillingInfo, {
        payment_method: 'cc',
        ...validCard,
        card_number: marker.card,
      }),
    );
    dataOf(await shopper.call(saveEnrollment, { tab: 'review_info', email: 'marker.saves@example.com' }));
    await store.jobs.drain('send-mail');
    const token = /\/direct-continue\/([\w-]+)\//.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await visitor(store.app, 'gamma.test').call(directContinue, { id: token })).statusCode).toBe(200);
    await store.app.inject({ url: `/direct-continue/${token}/cmV2aWV3X2luZm8=`, headers: { host: 'gamma.test' } });
    const texts = dataOf(await shopper.call(getAgreementTexts, {})).result;
    const agreements = texts.map((text) => ({
      question_id: text.question_id,
      question: text.text_head,
      answer: 1 as const,
    }));
    dataOf(await shopper.call(saveAgreementInfo, { agreements, user_name: 'Ana Núñez', signature: signaturePng() }));
    dataOf(await shopper.call(saveReviewInfo, {}));
    await store.jobs.drain();

    const planted = [marker.ssn, marker.ssnDigits, marker.card, marker.health, token];
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(20);
    expect(log).toContain('/direct-continue/[redacted]');
    expect(planted.filter((value) => log.includes(value))).toEqual([]);

    const rows = await everyRow();
    expect(rows.length).toBeGreaterThan(50);
    const hits = rows.flatMap(({ table, text }) =>
      planted.filter((value) => text.includes(value)).map((value) => `${table}: ${value}`),
    );
    expect(hits).toEqual([]);
  });
});
