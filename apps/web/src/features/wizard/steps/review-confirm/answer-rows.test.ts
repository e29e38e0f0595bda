import { describe, expect, it } from 'vitest';
import { answerRows, cardRows, summaryRows } from './answer-rows.ts';
import en from './messages/en.json';

// The English catalog's text with its {names} filled in: these messages have no plurals.
const t = (id: keyof typeof en, values: Record<string, unknown> = {}) =>
  en[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('a step as its review card lists it', () => {
  it('labels codes as the steps do and leaves bookkeeping out', () => {
    expect(
      answerRows(
        {
          first_name: 'Ana',
          gender: '1',
          marital_status: '3',
          ssn: '***-**-6789',
          middle_name: '',
          skip_validation_email: 0,
          evidence_id: 'e1',
        },
        t,
      ),
    ).toEqual([
      { label: 'First Name', value: 'Ana' },
      { label: 'Gender', value: 'Female' },
      { label: 'Marital Status', value: 'Widowed' },
      { label: 'Social Security Number', value: '***-**-6789' },
    ]);
  });

  it('shows billing and the agreement in words', () => {
    expect(answerRows({ payment_method: 'cc', card_brand: 'Visa', card_last4: '4242', bill_date: 28 }, t)).toEqual([
      { label: 'Payment Method', value: 'Credit Card' },
      { label: 'Card', value: 'Visa' },
      { label: 'Card Number', value: '**** 4242' },
      { label: 'Billing Date', value: '28th of month' },
    ]);
    expect(answerRows({ payment_method: 'eft', account_type: 'checking', account_holder_type: 'company' }, t)).toEqual([
      { label: 'Payment Method', value: 'Bank Account (EFT)' },
      { label: 'Account Type', value: 'Checking' },
      { label: 'Account Holder Type', value: 'Company' },
    ]);
    expect(answerRows({ agreed: [4, 5], signed: true, texts: [{ question_id: 4 }] }, t)).toEqual([
      { label: 'Agreements Accepted', value: '2' },
      { label: 'Signed', value: 'Yes' },
    ]);
  });

  it('groups list items, a health question by its own words, and counts them on the card', () => {
    const rows = answerRows(
      {
        beneficiaries: [{ beneficiary_id: 'b1', first_name: 'Luis', beneficiary_percentage: 100, is_contigent: false }],
        condition_questions: [
          { question_id: 145, question_text: 'Any heart condition?', yes_no_flag: 0, conditions: [] },
        ],
      },
      t,
    );
    expect(rows).toEqual([
      {
        label: 'Beneficiaries',
        count: 1,
        rows: [
          {
            label: 'Beneficiary 1',
            rows: [
              { label: 'First Name', value: 'Luis' },
              { label: 'Percentage', value: '100%' },
              { label: 'Contingent', value: 'No' },
            ],
          },
        ],
      },
      {
        label: 'Health Questions',
        count: 1,
        rows: [{ label: 'Any heart condition?', rows: [{ label: 'Answer', value: 'No' }] }],
      },
    ]);
    expect(summaryRows(rows)).toEqual([
      { label: 'Beneficiaries', value: '1' },
      { label: 'Health Questions', value: '1' },
    ]);
  });

  it("puts a step's most telling values on its card", () => {
    const answers = { gender: '1', marital_status: '0', first_name: 'Ana', last_name: 'Reyes', ssn: '***-**-6789' };
    expect(cardRows('primary_info', answers, t)).toEqual([
      { label: 'First Name', value: 'Ana' },
      { label: 'Last Name', value: 'Reyes' },
      { label: 'Social Security Number', value: '***-**-6789' },
    ]);
  });
});
