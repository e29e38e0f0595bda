import { describe, expect, it } from 'vitest';
import { type DetailState, detailAction } from './detail-action.ts';

const priced = {
  selected_plan: false,
  pid: 1,
  ppid: 9,
  tier: 'IO' as const,
  price: 20,
  tier_price: [],
  monthly_benefit: null,
};
const state = (change: Partial<DetailState> = {}): DetailState => ({
  hasQuote: true,
  plan: { requires_group_code: false, has_eligibility_questions: false, has_underwriting_questions: false },
  pricing: { plans: [priced], message: null, errorCode: null, new_pid: null, membership: null },
  needsGroupCode: false,
  answered: undefined,
  ...change,
});
const unpriced = (errorCode: NonNullable<DetailState['pricing']>['errorCode']) => ({
  pricing: {
    plans: [{ ...priced, ppid: null, price: null }],
    message: 'why',
    errorCode,
    new_pid: null,
    membership: null,
  },
});

describe("the plan page's button", () => {
  it('asks for a quote first, and adds a priced plan', () => {
    expect(detailAction(state({ hasQuote: false }))).toBe('get-quote');
    expect(detailAction(state())).toBe('add');
    const inCart = {
      plans: [{ ...priced, selected_plan: true }],
      message: null,
      errorCode: null,
      new_pid: null,
      membership: null,
    };
    expect(detailAction(state({ pricing: inCart }))).toBe('in-cart');
  });

  it('asks for what the price waits for', () => {
    expect(detailAction(state(unpriced('salaryRequired')))).toBe('salary');
    expect(detailAction(state(unpriced('hoursRequired')))).toBe('salary');
    expect(detailAction(state(unpriced('tobaccoRequired')))).toBe('tobacco');
    expect(detailAction(state(unpriced('planStateError')))).toBe('none');
  });

  it('asks for the group code, then the questionnaires, before Add to Cart', () => {
    const plan = { requires_group_code: true, has_eligibility_questions: true, has_underwriting_questions: false };
    expect(detailAction(state({ plan, needsGroupCode: true, answered: false }))).toBe('enroll-to-group');
    expect(detailAction(state({ plan, needsGroupCode: false, answered: false }))).toBe('enroll-now');
    expect(detailAction(state({ plan, needsGroupCode: false, answered: true }))).toBe('add');
  });
});
