import type { CartView } from '@openenroll/contract/cart';
import type { Tier } from '@openenroll/contract/codes';
import type { UnionFees } from '../db/schema.ts';

/** What the costs read of a plan in the cart. */
export type CostPlan = { isPartnerCarrier: boolean; l713: boolean; enrollmentFee: number; union: UnionFees | null };
export type CostLine = { plan: CostPlan; price: number };

export type LineCosts = { administrative_fee: number; enrollment_fee: number };
export type CartCosts = Pick<
  CartView,
  | 'initial_month_cost'
  | 'recurring_month_cost'
  | 'total_cost'
  | 'administrative_fees'
  | 'enrollment_fees'
  | 'special_message'
  | 'has_l713'
  | 'l713_net_price'
  | 'union_pricing'
> & { lines: LineCosts[] };

/** The spec's notice for a cart holding a partner carrier's plan, word for word. */
export const partnerNotice =
  'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.';

/** Partner-carrier prices include this administrative fee on top of the carrier's premium. */
const ADMINISTRATIVE_FEE_RATE = 0.03;

/** The fixed parts of a union-related plan's price, as the spec lists them. */
export const unionFees = {
  union_dues: 25,
  annuity_fund: 10,
  billing_fees: 30,
  association_fees: { IO: 50, IS: 100, IC: 100, IF: 150 },
  marketer_fees: { min: 77, max: 150 },
} as const;

// Money is added in whole cents so sums never pick up binary fractions.
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (cents: number) => cents / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The costs the cart shows, from its priced lines; the browser never adds prices itself. */
export function cartCosts(lines: CostLine[], tier: Tier): CartCosts {
  const priced = lines.map(({ plan, price }) => {
    const priceCents = cents(price);
    const feeCents = plan.isPartnerCarrier ? Math.round(priceCents - priceCents / (1 + ADMINISTRATIVE_FEE_RATE)) : 0;
    return { plan, priceCents, feeCents, enrollmentFeeCents: cents(plan.enrollmentFee) };
  });
  const recurring = sum(priced.map((line) => line.priceCents));
  const enrollmentFees = sum(priced.map((line) => line.enrollmentFeeCents));
  const initial = recurring + enrollmentFees;
  const l713 = priced.filter((line) => line.plan.l713);
  const union = priced.filter((line) => line.plan.union !== null);
  return {
    lines: priced.map((line) => ({
      administrative_fee: dollars(line.feeCents),
      enrollment_fee: dollars(line.enrollmentFeeCents),
    })),
    recurring_month_cost: dollars(recurring),
    initial_month_cost: dollars(initial),
    total_cost: dollars(initial),
    administrative_fees: dollars(sum(priced.map((line) => line.feeCents))),
    enrollment_fees: dollars(enrollmentFees),
    special_message: priced.some((line) => line.plan.isPartnerCarrier) ? partnerNotice : null,
    has_l713: l713.length > 0,
    l713_net_price: dollars(sum(l713.map((line) => line.priceCents - line.feeCents))),
    union_pricing:
      union.length === 0
        ? null
        : {
            ...unionFees,
            health_and_welfare: dollars(
              sum(union.map((line) => cents(line.plan.union?.health_and_welfare[tier] ?? 0))),
            ),
          },
  };
}
