import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useAddToCart } from '../../../shared/cart/api/add-to-cart.ts';
import { useLast } from '../use-last.ts';

/**
 * Add To Cart from a checkout offer; true once the plan is in the cart. A refusal keeps the offer open with the
 * server's word (say, questions the plan needs answered on its page first), so nothing seems added that is not:
 * the visitor can follow the plan's link or decline.
 */
function useOfferAdd(enrollmentId: string, opened: boolean) {
  const add = useAddToCart();
  const [addingPlanId, setAddingPlanId] = useState<number>();
  const [message, setMessage] = useState<string>();

  // The last refusal is forgotten on closing: the next time the offer opens it starts clean.
  useEffect(() => {
    if (!opened) setMessage(undefined);
  }, [opened]);

  async function addOffer(offer: SuggestedPlan) {
    if (offer.ppid === null) return false;
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

  return { addOffer, addingPlanId, message };
}

/** A checkout offer dialog: open while its step is current, showing the offer still as it animates closed. */
export function useOfferDialog<T>(current: T | undefined, enrollmentId: string) {
  const opened = current !== undefined;
  return { opened, shown: useLast(current), add: useOfferAdd(enrollmentId, opened) };
}
