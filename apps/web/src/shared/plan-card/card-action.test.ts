import type { PlanCard } from '@openenroll/contract/plans';
import { describe, expect, it } from 'vitest';
import { cardAction } from './card-action.ts';

const card = (change: Partial<PlanCard> = {}): PlanCard => ({
  plan_id: 1,
  plan_name: 'Plan',
  plan_logo: null,
  plan_short_text: '',
  plan_category: 'dental',
  callout_text: null,
  callout_color: 'green',
  tier_price: [{ tier: 'IO', price: 20 }],
  is_in_cart: false,
  hide_add_to_cart: false,
  plan_price: 20,
  pid: 1,
  ppid: 7,
  plan_network: null,
  is_partner_carrier: false,
  requires_membership: false,
  is_membership: false,
  requires_group_code: false,
  salary_based: false,
  tobacco_rated: false,
  has_eligibility_questions: false,
  has_underwriting_questions: false,
  ...change,
});

describe("a listing card's action", () => {
  it('adds a priced plan, and says so once it is in the cart', () => {
    expect(cardAction(card(), true)).toBe('add');
    expect(cardAction(card({ is_in_cart: true }), true)).toBe('in-cart');
  });

  it('offers only the details before a quote, or when the plan has no price for the visitor', () => {
    expect(cardAction(card(), false)).toBe('details-only');
    expect(cardAction(card({ hide_add_to_cart: true, ppid: null }), true)).toBe('details-only');
  });

  it('sends plans with a group code or questions to their page, and pairs partner plans with membership', () => {
    expect(cardAction(card({ requires_group_code: true, has_eligibility_questions: true }), true)).toBe(
      'enroll-to-group',
    );
    expect(cardAction(card({ has_underwriting_questions: true }), true)).toBe('enroll-now');
    expect(cardAction(card({ requires_membership: true }), true)).toBe('add-with-membership');
  });
});
