import type { RecommendedPlan } from '@openenroll/contract/recommendation';

/** The visitor's price when the quote prices the plan; otherwise the lowest tier's, as "from"; none when unpriced. */
export function priceText(plan: Pick<RecommendedPlan, 'plan_price' | 'tier_price'>) {
  if (plan.plan_price !== null && plan.plan_price > 0) return { amount: plan.plan_price, from: false };
  const prices = plan.tier_price.map((row) => row.price).filter((price) => price > 0);
  return prices.length > 0 ? { amount: Math.min(...prices), from: true } : undefined;
}
