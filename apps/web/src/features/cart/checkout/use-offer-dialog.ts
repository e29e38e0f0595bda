import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error.ts';
import { useAddToCart } from '../../../shared/cart/api/add-to-cart.ts';
import { useLast } from '../use-last.ts';

type AddOutcome = 'added' | 'questions' | 'refused';

/**
 * Add To Cart from a checkout offer: 'added' once the plan is in the cart. A refusal keeps the offer open with the
 * server's word, so nothing seems added that is not: the visitor can follow the plan's link or decline. A dialog
 * that can ask the plan's health questions itself hears 'questions' instead of that refusal.
 */
function useOfferAdd(enrollmentId: string, opened: boolean) {
  const add = useAddToCart();
  const [addingPlanId, setAddingPlanId] = useState<number>();
  const [message, setMessage] = useState<string>();

  // The last refusal is forgotten on closing: the next time the offer opens it starts clean.
  useEffect(() => {
    if (!opened) setMessage(undefined);
  }, [opened]);

  async function addOffer(offer: SuggestedPlan, { asksQuestions = false } = {}): Promise<AddOutcome> {
    if (offer.ppid === null) return 'refused';
    setAddingPlanId(offer.plan_id);
    setMessage(undefined);
    try {
      await add.mutateAsync({ enrollmentId, planId: offer.plan_id, planPricingId: offer.ppid });
      return 'added';
    } catch (error) {
      if (asksQuestions && error instanceof ApiError && error.errorCode === 'questions-required') return 'questions';
      setMessage(errorMessage(error));
      return 'refused';
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
