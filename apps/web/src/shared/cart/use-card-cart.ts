import type { PlanCard } from '@openenroll/contract/plans';
import { useState } from 'react';
import { useAddToCart } from './api/add-to-cart.ts';
import { cartFailure } from './cart-failure.ts';
import type { PartnerPlan } from './membership-dialog.tsx';
import type { CartNotice } from './notify-modal.tsx';

/**
 * Add to Cart from a plan card: a partner carrier's plan first asks for its membership plan; success shows the
 * notify modal, and a refusal the spec shows puts the server's message in it.
 */
export function useCardCart(enrollmentId: string | undefined) {
  const add = useAddToCart();
  const [notice, setNotice] = useState<CartNotice>();
  const [partner, setPartner] = useState<PartnerPlan>();
  const [addingPlanId, setAddingPlanId] = useState<number>();

  const failed = (error: unknown, plan: PartnerPlan) => {
    const failure = cartFailure(error);
    if (failure.kind === 'message') setNotice({ kind: 'message', text: failure.text });
    if (failure.kind === 'membership') setPartner(plan);
  };

  async function addCard(card: PlanCard) {
    if (!enrollmentId || card.ppid === null) return;
    const plan = { planId: card.plan_id, planName: card.plan_name, planPricingId: card.ppid };
    if (card.requires_membership) {
      setPartner(plan);
      return;
    }
    setAddingPlanId(card.plan_id);
    try {
      await add.mutateAsync({ enrollmentId, ...plan });
      setNotice({ kind: 'added', planName: card.plan_name });
    } catch (error) {
      failed(error, plan);
    } finally {
      setAddingPlanId(undefined);
    }
  }

  return {
    addCard,
    addingPlanId,
    notice,
    closeNotice: () => setNotice(undefined),
    partner,
    closePartner: () => setPartner(undefined),
    partnerAdded: (planName: string) => {
      setPartner(undefined);
      setNotice({ kind: 'added', planName });
    },
    partnerFailed: (error: unknown) => {
      const plan = partner;
      setPartner(undefined);
      if (plan) failed(error, plan);
    },
  };
}

export type CardCart = ReturnType<typeof useCardCart>;
