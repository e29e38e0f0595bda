import type { PlanBook } from '../catalog/plan-book.ts';
import type { Enrollment, StoredLine } from '../enrollment/enrollment-store.ts';
import { priceFor } from '../plans/shopping.ts';
import type { Shopper } from '../pricing/price-plan.ts';
import { shopperOf } from '../pricing/shopper-of.ts';
import type { PricedLine } from './cart-rules.ts';
import { dayOf, offeredDates, pricingDate } from './effective-dates.ts';

export type PricedCart = {
  /** The start dates the cart offers (ISO). */
  offered: string[];
  /** The offered date the lines are priced for; null when the cart offers none (its lines keep their stored prices). */
  effectiveDate: string | null;
  shopper: Shopper | null;
  /** The shopper's age where the plan pages price them (the enrollment's pricing date): the cart may differ. */
  listingAge: number | null;
  lines: PricedLine[];
};

/**
 * The cart priced live by the engine for the shopper aged on the effective date: the one requested while offered,
 * else the enrollment's pricing date. Lines stay in the order given.
 */
export function priceCart(
  book: PlanBook,
  enrollment: Enrollment,
  stored: readonly StoredLine[],
  today: Date,
  requested?: string,
): PricedCart {
  const held = stored.flatMap((line) => {
    const plan = book.byId.get(line.planId);
    return plan ? [{ line, plan }] : [];
  });
  const plans = held.map(({ plan }) => plan);
  const offered = offeredDates(enrollment, plans, today);
  const usual = pricingDate(enrollment, plans, today, offered);
  const date = requested && offered.includes(requested) ? requested : usual;
  const shopper = shopperOf(enrollment, dayOf(date));
  const listingAge = date === usual ? shopper?.age : shopperOf(enrollment, dayOf(usual))?.age;
  return {
    offered,
    effectiveDate: offered.includes(date) ? date : null,
    shopper,
    listingAge: listingAge ?? null,
    lines: held.map(({ line, plan }) => {
      const planPrice = shopper ? priceFor(plan, shopper) : null;
      return planPrice?.available
        ? { plan, planPricingId: planPrice.planPricingId, price: planPrice.price }
        : { plan, planPricingId: line.planPricingId, price: line.price };
    }),
  };
}
