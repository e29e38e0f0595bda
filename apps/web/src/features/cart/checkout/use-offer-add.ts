import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useAddToCart } from '../../plans/api/add-to-cart.ts';

/**
 * Add To Cart from a checkout offer; true once the plan is in the cart. A refusal keeps the offer open with the
 * server's word (say, questions the plan needs answered on its page first), so nothing seems added that is not:
 * the visitor can follow the plan's link or decline.
 */
export function useOfferAdd(enrollmentId: string | undefined) {
  const add = useAddToCart();
  const [addingPlanId, setAddingPlanId] = useState<number>();
  const [message, setMessage] = useState<string>();

  async function addOffer(offer: SuggestedPlan) {
    if (!enrollmentId || offer.ppid === null) return false;
    setAddingPlanId(offer.plan_id);
    setMessage(undefined);
    try {
      await add.mutateAsync({ enrollmentId, planId: offer.plan_id, planPricingId: offer.ppid });
      return true;
    } catch (error) {
      setMessage(errorMessage(error));
      return false;
    } finally {
      setAddingPlanId(undefined);
    }
  }

  /** Forgets the last refusal: the next time the offer opens it starts clean. */
  const reset = useCallback(() => setMessage(undefined), []);

  return { addOffer, addingPlanId, message, reset };
}
