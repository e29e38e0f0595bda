import {
  getAgreementTexts,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
} from '@openenroll/contract/wizard/agreement-info';
import {
  getBillingText,
  getExistingBankInfo,
  getExistingCardInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  saveBillingInfo,
  saveBillingInfoExisting,
  testCards,
} from '@openenroll/contract/wizard/billing-info';
import { getReceipt } from '@openenroll/contract/wizard/receipt';
import { getReviewInfo, saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { completedShopper, filledShopper, validBank, validCard } from '../test/wizard-shopper.ts';

const logLines: string[] = [];
/** An Amex test card: its 4-digit security code stands out in any text it leaks into. */
const card = { ...validCard, card_number: testCards.amex, security_code: '7391' };
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Where a text holds a pattern, with a little of what surrounds it: what a failing test needs to show. */
const foundIn = (text: string, pattern: RegExp | string) =>
  [...text.matchAll(typeof pattern === 'string' ? new RegExp(pattern, 'g') : pattern)].map((match) =>
    text.slice(Math.max(0, match.index - 60), match.index + 60),
  );

describe('what the last steps keep, and from whom', () => {
  const store = useTestStore({ logLines });

  /** The rows of a raw query, whichever driver ran it. */
  const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

  /** Every row of every table of the store (the job queue's included), as text. */
  async function everyRow() {
    const tables = rowsOf<{ schema: string; name: string }>(
      await store.db.execute(
        sql`select table_schema as schema, table_name as name from information_schema.tables
            where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
      ),
    );
    const texts: string[] = [];
    for (const { schema, name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await store.db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`)),
      );
      for (const { row } of rows) texts.push(row);
    }
    return texts;
  }

  /** Sealed columns opened again: what the data key protects must not hold a card either. */
  const unsealed = (texts: string[]) =>
    texts
      .flatMap((text) => [...text.matchAll(/v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+/g)])
      .map((match) => store.cipher.decrypt(match[0]));

  it('keeps no card number or security code in any table, sealed or not, nor in any log line', async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    const paid = await shopper.call(saveBillingInfo, { payment_method: 'cc', ...card });
    expect(paid.statusCode).toBe(200);
    dataOf(await shopper.agree());
    dataOf(await shopper.complete({}));
    await store.jobs.drain();
    // A refused card goes through the same doors.
    await shopper.browser.call(saveBillingInfo, {
      enrollment_id: shopper.enrollmentId,
      payment_method: 'cc',
      ...card,
      card_number: testCards.declined,
    });

    const rows = await everyRow();
    const opened = unsealed(rows);
    expect(opened.length).toBeGreaterThan(5);
    const everything = [...rows, ...opened, ...logLines].join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    // The scan reads what was kept: the card's brand and last 4, inside the sealed step.
    expect(everything).toContain('"last4":"0005"');
    for (const number of [testCards.amex, testCards.declined]) expect(foundIn(everything, number)).toEqual([]);
    expect(foundIn(everything.replace(uuid, ''), /(?<![0-9A-Za-z])7391(?![0-9A-Za-z])/g)).toEqual([]);
  });

  it('keeps a bank account number only sealed', async () => {
    const shopper = await completedShopper(store, ['span-dental']);
    dataOf(await shopper.complete({}));
    await store.jobs.drain();
    const rows = await everyRow();
    expect(foundIn(rows.join('\n'), validBank.account_number)).toEqual([]);
    expect(unsealed(rows).join('\n')).toContain(validBank.account_number);
  });

  it("answers another visitor's enrollment as not found on every call", async () => {
    const owner = await completedShopper(store, ['span-dental']);
    const other = visitor(store.app, 'gamma.test');
    await quotedVisitor(store.app, {}, other);
    const enrollment_id = owner.enrollmentId;
    const calls = [
      other.call(getPaymentMethod, { enrollment_id }),
      other.call(getExistingBankInfo, { enrollment_id }),
      other.call(getExistingCardInfo, { enrollment_id }),
      other.call(getBillingText, { enrollment_id }),
      other.call(getFormFieldsBillingInfo, { enrollment_id }),
      other.call(saveBillingInfo, { enrollment_id, payment_method: 'eft', ...validBank }),
      other.call(saveBillingInfoExisting, { enrollment_id, payment_method: 'eft', bank_id: 1 }),
      other.call(getAgreementTexts, { enrollment_id }),
      other.call(getFormFieldsAgreementInfo, { enrollment_id }),
      other.call(saveAgreementInfo, { enrollment_id, agreements: [] }),
      other.call(getReviewInfo, { enrollment_id }),
      other.call(saveReviewInfo, { enrollment_id }),
      other.call(getReceipt, { enrollment_id }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
    // Nor after it was submitted.
    dataOf(await owner.complete({}));
    expect((await other.call(getReceipt, { enrollment_id })).statusCode).toBe(404);
    expect((await other.call(saveReviewInfo, { enrollment_id })).statusCode).toBe(404);
    expect((await owner.call(getReceipt, {})).statusCode).toBe(200);
  });
});
