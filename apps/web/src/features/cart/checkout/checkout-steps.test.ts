import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { describe, expect, it } from 'vitest';
import { afterTermLife, firstCheckoutStep } from './checkout-steps.ts';

const offer = (kind: SuggestedPlan['offer'], display = true, ppid: number | null = 7): SuggestedPlan => ({
  offer: kind,
  pop_up_display: display,
  pop_up_title: `Add ${kind}`,
  pop_up_header: '',
  pop_up_link: '/plan/1/x',
  pop_up_link_description: 'View details',
  plan_id: 1,
  plan_name: kind,
  plan_logo: null,
  plan_short_text: '',
  plan_category: kind,
  plan_price: 10,
  pid: 1,
  ppid,
  tier_price: [],
});

describe('firstCheckoutStep', () => {
  it('offers term life first and keeps the dental and vision offers for after it', () => {
    const step = firstCheckoutStep([offer('term_life'), offer('dental'), offer('vision')]);
    expect(step.kind).toBe('term-life');
    if (step.kind === 'term-life') expect(step.next.map((next) => next.offer)).toEqual(['dental', 'vision']);
  });

  it('goes to the dental and vision offer when term life is not to be shown', () => {
    const step = firstCheckoutStep([offer('term_life', false), offer('dental'), offer('vision', false)]);
    expect(step).toMatchObject({ kind: 'dental-vision', offers: [{ offer: 'dental' }] });
  });

  it('confirms at once without offers, or with offers not to be shown or not priced', () => {
    expect(firstCheckoutStep([])).toEqual({ kind: 'confirm' });
    expect(firstCheckoutStep([offer('term_life', false), offer('dental', true, null)])).toEqual({ kind: 'confirm' });
  });

  it('never offers an accident plan at checkout', () => {
    expect(firstCheckoutStep([offer('accident')])).toEqual({ kind: 'confirm' });
  });
});

describe('afterTermLife', () => {
  it('confirms when no dental or vision offer is left', () => {
    expect(afterTermLife([])).toEqual({ kind: 'confirm' });
  });
});
