import type { CartView } from '@openenroll/contract/cart';
import type { Tier } from '@openenroll/contract/codes';
import { isoToUs } from '@openenroll/contract/us-date';
import { textLanguageField } from '../catalog/in-language.ts';
import { tierPrices } from '../plans/plan-card.ts';
import { cartCosts } from './cart-costs.ts';
import type { PricedCart } from './cart-pricing.ts';
import { partnerRequiring } from './cart-rules.ts';

/** The cart as get-plan-cart answers it, every amount the server's; a quote's sender is filled in by the route. */
export function cartView(cart: PricedCart, tier: Tier): CartView {
  const plans = cart.lines.map((line) => line.plan);
  const { lines: lineCosts, ...totals } = cartCosts(cart.lines, tier);
  return {
    result: cart.lines.map(({ plan, planPricingId, price }, index) => ({
      plan_id: plan.id,
      plan_name: plan.name,
      plan_logo: plan.logo,
      plan_pricing_id: planPricingId,
      price,
      removable: partnerRequiring(plan, plans) ? 0 : 1,
      plan_short_text: plan.shortText,
      plan_category: plan.categoryKey,
      tier_price: tierPrices(plan, cart.shopper).map((entry) => ({ tier: entry.tier, price_male_nons: entry.price })),
      enrollment_fee: lineCosts[index]?.enrollment_fee ?? 0,
      administrative_fee: lineCosts[index]?.administrative_fee ?? 0,
      riders: plan.riders,
      ...textLanguageField(plan),
    })),
    tier,
    effective_date: cart.effectiveDate ? isoToUs(cart.effectiveDate) : null,
    ...totals,
    quote_name: null,
    quote_contact: null,
    quote_declined_at: null,
    has_already_signed: false,
    signature_required: !(plans.length > 0 && plans.every((plan) => plan.iha)),
    priced_age: cart.shopper?.age ?? null,
    listing_age: cart.listingAge,
  };
}
