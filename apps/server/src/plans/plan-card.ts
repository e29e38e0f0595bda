import type { PlanCard } from '@openenroll/contract/plans';
import { textLanguageField } from '../catalog/in-language.ts';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { Shopper } from '../pricing/price-plan.ts';
import { priceFor, type Shopping } from './shopping.ts';

type TierPrice = PlanCard['tier_price'][number];

/**
 * Prices per tier, shown only above zero. With a shopper: the engine's price for each tier at their age, state and
 * tobacco use. Without one: each tier's lowest rate, shown as "from". Salary plans' rates are per $100 of benefit,
 * so they have no price before a salary is known.
 */
export function tierPrices(plan: BookPlan, shopper: Shopper | null): TierPrice[] {
  const prices = plan.tiers.map((tier) => {
    if (shopper) {
      const planPrice = priceFor(plan, { ...shopper, tier });
      return { tier, price: planPrice.available ? planPrice.price : 0 };
    }
    const rates = plan.prices.filter((row) => row.tier === tier && row.maxAge >= 18).map((row) => row.price);
    return { tier, price: plan.salaryBased || rates.length === 0 ? 0 : Math.min(...rates) };
  });
  return prices.filter((entry): entry is TierPrice => entry.price > 0);
}

export function planCard(plan: BookPlan, shopping: Shopping): PlanCard {
  const planPrice = shopping.shopper ? priceFor(plan, shopping.shopper) : null;
  const priced = planPrice?.available ? planPrice : null;
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_short_text: plan.shortText,
    plan_category: plan.categoryKey,
    callout_text: plan.calloutText,
    callout_color: plan.calloutColor ?? 'green',
    tier_price: tierPrices(plan, shopping.shopper),
    is_in_cart: shopping.inCart.has(plan.id),
    hide_add_to_cart: priced === null,
    plan_price: priced?.price ?? null,
    pid: plan.id,
    ppid: priced?.planPricingId ?? null,
    plan_network: plan.network,
    ...planFlags(plan),
    ...textLanguageField(plan),
  };
}

export const planFlags = (plan: BookPlan) => ({
  is_partner_carrier: plan.isPartnerCarrier,
  requires_membership: plan.isPartnerCarrier,
  is_membership: plan.isMembership,
  requires_group_code: plan.requiresGroupCode,
  salary_based: plan.salaryBased,
  tobacco_rated: plan.tobaccoRated,
  has_eligibility_questions: plan.eligibility.length > 0,
  has_underwriting_questions: plan.underwriting.length > 0,
});
