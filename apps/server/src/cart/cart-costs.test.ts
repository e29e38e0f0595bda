import { describe, expect, it } from 'vitest';
import { type CostPlan, cartCosts } from './cart-costs.ts';

/** The spec's words, not the constant: a drift from them must fail here. */
const specNotice =
  'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.';

const plan = (overrides: Partial<CostPlan> = {}): CostPlan => ({
  isPartnerCarrier: false,
  l713: false,
  enrollmentFee: 0,
  union: null,
  ...overrides,
});

describe('cart costs', () => {
  it('adds prices in cents: the recurring cost is the sum, the first month adds the enrollment fees', () => {
    const costs = cartCosts(
      [
        { plan: plan(), price: 0.1 },
        { plan: plan({ enrollmentFee: 25 }), price: 0.2 },
        { plan: plan(), price: 19.99 },
      ],
      'IO',
    );
    expect(costs).toMatchObject({
      recurring_month_cost: 20.29,
      initial_month_cost: 45.29,
      total_cost: 45.29,
      administrative_fees: 0,
      enrollment_fees: 25,
      special_message: null,
      has_l713: false,
      l713_net_price: 0,
      union_pricing: null,
    });
    expect(costs.lines.map((line) => line.enrollment_fee)).toEqual([0, 25, 0]);
  });

  it('takes the 3% administrative fee out of partner-carrier prices and shows the partner notice', () => {
    const costs = cartCosts(
      [
        { plan: plan({ isPartnerCarrier: true }), price: 103 },
        { plan: plan({ isPartnerCarrier: true }), price: 150 },
        { plan: plan(), price: 20 },
      ],
      'IO',
    );
    // 150 / 1.03 = 145.631...: the fee is 4.37 once rounded to cents.
    expect(costs.lines.map((line) => line.administrative_fee)).toEqual([3, 4.37, 0]);
    expect(costs.administrative_fees).toBe(7.37);
    expect(costs.recurring_month_cost).toBe(273);
    expect(costs.special_message).toBe(specNotice);
  });

  it('nets the L713 plans of their fees', () => {
    const costs = cartCosts(
      [
        { plan: plan({ isPartnerCarrier: true, l713: true }), price: 206 },
        { plan: plan({ l713: true }), price: 50.5 },
        { plan: plan({ isPartnerCarrier: true }), price: 103 },
      ],
      'IS',
    );
    expect(costs.has_l713).toBe(true);
    expect(costs.l713_net_price).toBe(250.5);
  });

  it("explains a union plan's price with its health and welfare amount for the enrollment's tier", () => {
    const union = plan({ union: { health_and_welfare: { IO: 214.5, IF: 702.25 } } });
    const lines = [
      { plan: union, price: 480 },
      { plan: plan(), price: 20 },
    ];
    expect(cartCosts(lines, 'IO').union_pricing).toEqual({
      union_dues: 25,
      annuity_fund: 10,
      billing_fees: 30,
      association_fees: { IO: 50, IS: 100, IC: 100, IF: 150 },
      marketer_fees: { min: 77, max: 150 },
      health_and_welfare: 214.5,
    });
    expect(cartCosts(lines, 'IF').union_pricing?.health_and_welfare).toBe(702.25);
    expect(cartCosts([{ plan: plan(), price: 20 }], 'IO').union_pricing).toBeNull();
  });
});
