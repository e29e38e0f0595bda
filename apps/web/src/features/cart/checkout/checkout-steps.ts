import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';

/**
 * Where checkout stands (part 1, §4): the term life offer first, then the dental and vision offer, then the
 * confirmation. Offers are only for applicants; each appears only when the server says to show it.
 */
export type CheckoutStep =
  | { kind: 'idle' }
  | { kind: 'term-life'; offer: SuggestedPlan; next: SuggestedPlan[] }
  | { kind: 'dental-vision'; offers: SuggestedPlan[] }
  | { kind: 'confirm' };

const shown = (offer: SuggestedPlan) => offer.pop_up_display && offer.ppid !== null;

/** The first step after 'Proceed to Checkout', from the offers the server returned. */
export function firstCheckoutStep(offers: readonly SuggestedPlan[]): CheckoutStep {
  const termLife = offers.find((offer) => offer.offer === 'term_life' && shown(offer));
  const dentalVision = offers.filter((offer) => (offer.offer === 'dental' || offer.offer === 'vision') && shown(offer));
  return termLife ? { kind: 'term-life', offer: termLife, next: dentalVision } : afterTermLife(dentalVision);
}

/** After the term life offer, added or declined: the dental and vision offer, when there is one. */
export function afterTermLife(dentalVision: SuggestedPlan[]): CheckoutStep {
  return dentalVision.length > 0 ? { kind: 'dental-vision', offers: dentalVision } : { kind: 'confirm' };
}
