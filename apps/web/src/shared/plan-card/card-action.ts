import type { PlanCard } from '@openenroll/contract/plans';

/**
 * What a listing card offers besides its details: the plan is in the cart already, it has no price for this
 * visitor yet, it needs the plan page first (group code or questions), or it can be added (alone or, for a partner
 * carrier's plan, with its membership plan).
 */
export type CardAction = 'in-cart' | 'details-only' | 'enroll-to-group' | 'enroll-now' | 'add-with-membership' | 'add';

export function cardAction(card: PlanCard, hasQuote: boolean): CardAction {
  if (card.is_in_cart) return 'in-cart';
  if (!hasQuote || card.hide_add_to_cart || card.ppid === null) return 'details-only';
  if (card.requires_group_code) return 'enroll-to-group';
  if (card.has_eligibility_questions || card.has_underwriting_questions) return 'enroll-now';
  if (card.requires_membership) return 'add-with-membership';
  return 'add';
}
