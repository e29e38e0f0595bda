import type { CallData } from '@openenroll/contract/call';
import type { getPlanDetail, getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../../shared/cart/api/add-to-cart.ts';
import { cartFailure } from '../../../shared/cart/cart-failure.ts';
import type { PartnerPlan } from '../../../shared/cart/membership-dialog.tsx';
import type { CartNotice } from '../../../shared/cart/notify-modal.tsx';
import { fetchUpsellAfterAdding } from '../api/suggested-plans.ts';
import type { BannerTone } from './banner.tsx';
import type { DetailAction } from './detail-action.ts';

export type DetailDialog =
  | 'portal'
  | 'tier'
  | 'quote'
  | 'salary'
  | 'tobacco'
  | 'group-code'
  | 'eligibility'
  | 'underwriting'
  | 'membership';

type PurchaseInput = {
  plan: CallData<typeof getPlanDetail>;
  pricing: CallData<typeof getPlanPricingDetail> | undefined;
  tempId: string | undefined;
  /** The portal comes before the quote (`needsPortal`). */
  needsPortal: boolean;
  /** A member alone, without an enrollment yet, chooses the tier instead of filling the quote (`needsTier`). */
  needsTier: boolean;
};

/**
 * What the plan page's button starts, and where each step leads: the dialogs (portal, quote, salary, tobacco, group
 * code, questionnaires, membership), then the cart, by way of the accident-plan offer when there is one.
 */
export function usePlanPurchase({ plan, pricing, tempId, needsPortal, needsTier }: PurchaseInput) {
  const navigate = useNavigate();
  const add = useAddToCart();
  const [dialog, setDialog] = useState<DetailDialog>();
  const [notice, setNotice] = useState<CartNotice>();
  const [upsell, setUpsell] = useState<SuggestedPlan>();
  const [banner, setBanner] = useState<{ tone: BannerTone; text: string }>();
  const [adding, setAdding] = useState(false);
  // Stable, so the page can show a message from an effect without showing it again on every render.
  const showMessage = useCallback((text: string) => setNotice({ kind: 'message', text }), []);
  // Asked once on arrival; closed, the portal waits for Get Quote or Edit.
  useEffect(() => {
    if (needsPortal) setDialog('portal');
  }, [needsPortal]);
  const editQuote = () => setDialog(needsPortal ? 'portal' : needsTier ? 'tier' : 'quote');
  const ppid = pricing?.plans[0]?.ppid;
  const partner: PartnerPlan | undefined =
    ppid == null ? undefined : { planId: plan.plan_id, planName: plan.plan_name, planPricingId: ppid };

  async function added() {
    const offer = tempId ? await fetchUpsellAfterAdding(tempId, plan.plan_id).catch(() => undefined) : undefined;
    if (offer) setUpsell(offer);
    else navigate('/cart');
  }

  function failed(error: unknown) {
    const failure = cartFailure(error);
    if (failure.kind === 'message') setNotice({ kind: 'message', text: failure.text });
    if (failure.kind === 'membership') setDialog('membership');
  }

  async function addToCart() {
    if (!tempId || !partner) return;
    if (plan.requires_membership) {
      setDialog('membership');
      return;
    }
    setAdding(true);
    try {
      await add.mutateAsync({ enrollmentId: tempId, ...partner });
      await added();
    } catch (error) {
      failed(error);
    } finally {
      setAdding(false);
    }
  }

  /** A step finished: the dialog closes and the page says so. */
  const succeeded = (text: string) => {
    setDialog(undefined);
    setBanner({ tone: 'success', text });
  };

  return {
    dialog,
    closeDialog: () => setDialog(undefined),
    notice,
    showMessage,
    closeNotice: () => setNotice(undefined),
    upsell,
    closeUpsell: () => setUpsell(undefined),
    banner,
    adding,
    partner,
    editQuote,
    portalChosen: () => setDialog('quote'),
    act(action: DetailAction) {
      setBanner(undefined);
      if (action === 'get-quote') editQuote();
      if (action === 'salary' || action === 'tobacco') setDialog(action);
      if (action === 'enroll-to-group') setDialog('group-code');
      if (action === 'enroll-now') setDialog(plan.has_eligibility_questions ? 'eligibility' : 'underwriting');
      if (action === 'add') void addToCart();
    },
    groupCodeAccepted: succeeded,
    eligibilitySaved(text: string) {
      if (plan.has_underwriting_questions) setDialog('underwriting');
      else succeeded(text);
    },
    underwritingSaved: succeeded,
    membershipAdded() {
      setDialog(undefined);
      void added();
    },
    membershipFailed(error: unknown) {
      setDialog(undefined);
      failed(error);
    },
  };
}

export type PlanPurchase = ReturnType<typeof usePlanPurchase>;
