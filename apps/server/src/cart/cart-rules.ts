import { unavailableCodes } from '@openenroll/contract/codes';
import { messages, planBanners } from '@openenroll/contract/messages';
import { cartMessages } from '@openenroll/contract/store-messages';
import { and, eq } from 'drizzle-orm';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { Tx } from '../db/client.ts';
import { memberPolicies } from '../db/schema.ts';
import { Conflict, Forbidden, Refused } from '../errors/domain-error.ts';
import { blackoutMessage, planOnSale, priceFor, type Shopping } from '../plans/shopping.ts';
import { questionnaireState } from '../questionnaire/answer-status.ts';

export type CartRequest = { planId: number; planPricingId: number };
export type PricedLine = { plan: BookPlan; planPricingId: number; price: number };

export { cartMessages };

/**
 * Prices one plan for the cart as the server sees it, or refuses it. The price row the browser names must be the
 * one the engine picks for this shopper; the price charged is always the engine's.
 */
export async function priceForCart(
  tx: Tx,
  shopping: Shopping,
  request: CartRequest,
  membershipAlongside?: BookPlan,
): Promise<PricedLine> {
  const plan = planOnSale(shopping, request.planId);
  const { enrollment, shopper } = shopping;
  if (!enrollment || !shopper) throw new Refused(cartMessages.quoteFirst);

  const blackout = blackoutMessage(plan, shopping.today);
  if (blackout) throw new Refused(blackout, 'blackout');

  if (enrollment.memberId !== null) {
    const [active] = await tx
      .select({ id: memberPolicies.id })
      .from(memberPolicies)
      .where(
        and(
          eq(memberPolicies.memberId, enrollment.memberId),
          eq(memberPolicies.planId, plan.id),
          eq(memberPolicies.status, 'ACTIVE'),
        ),
      )
      .limit(1);
    if (active) throw new Conflict(cartMessages.alreadyActive(plan.name), 'already-active');
  }

  const proven = shopping.provenGroupId;
  const codeAccepted = proven !== null && (plan.groupIds.length === 0 || plan.groupIds.includes(proven));
  if (plan.requiresGroupCode && !codeAccepted) {
    throw new Forbidden(cartMessages.groupCodeRequired, 'group-code-required');
  }

  const answered = await questionnaireState(tx, enrollment.id, plan);
  if (answered === 'declined') throw new Refused(cartMessages.declined, 'decline');
  if (answered === 'pending') throw new Refused(cartMessages.questionsRequired, 'questions-required');

  const planPrice = priceFor(plan, shopper);
  if (!planPrice.available) throw new Refused(planBanners[planPrice.reason], unavailableCodes[planPrice.reason]);
  if (planPrice.planPricingId !== request.planPricingId) {
    throw new Conflict(cartMessages.priceChanged, 'price-changed');
  }

  if (plan.isPartnerCarrier) {
    const isMembership = (candidate: BookPlan | undefined) =>
      candidate?.isMembership === true && candidate.carrierId === plan.carrierId;
    const held = [...shopping.inCart].some((id) => isMembership(shopping.book.byId.get(id)));
    if (!held && !isMembership(membershipAlongside)) {
      throw new Refused(messages.membershipRequired, 'membership-required');
    }
  }
  return { plan, planPricingId: planPrice.planPricingId, price: planPrice.price };
}

/** The partner plan in the cart a membership plan is sold with: while it is there, the membership stays. */
export const partnerRequiring = (plan: BookPlan, cart: BookPlan[]) =>
  plan.isMembership ? cart.find((other) => other.isPartnerCarrier && other.carrierId === plan.carrierId) : undefined;
