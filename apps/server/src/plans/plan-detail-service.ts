import type { CallData } from '@openenroll/contract/call';
import { unavailableCodes } from '@openenroll/contract/codes';
import { planBanners } from '@openenroll/contract/messages';
import type { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { storeMessages } from '@openenroll/contract/store-messages';
import { textLanguageField } from '../catalog/in-language.ts';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Shopper } from '../pricing/price-plan.ts';
import { plainAscii } from './plain-ascii.ts';
import { planFlags, tierPrices } from './plan-card.ts';
import { blackoutMessage, planOnSale, priceFor, type Shopping, type ShoppingReader } from './shopping.ts';

type PricingDetail = CallData<typeof getPlanPricingDetail>;

/**
 * A partner carrier sells each household tier under its own plan: asked for one that does not sell the shopper's
 * tier, the shopper is sent to the sibling of the same carrier and category that prices it.
 */
function partnerSibling(shopping: Shopping, plan: BookPlan, shopper: Shopper) {
  if (!plan.isPartnerCarrier) return undefined;
  return shopping.onSale.find(
    (candidate) =>
      candidate.id !== plan.id &&
      candidate.isPartnerCarrier &&
      candidate.carrierId === plan.carrierId &&
      candidate.categoryKey === plan.categoryKey &&
      priceFor(candidate, shopper).available,
  );
}

/**
 * The membership plan a partner carrier's plan is sold with: the carrier's membership plan on sale, the one in the
 * cart first, priced for the shopper when there is one.
 */
function membershipFor(shopping: Shopping, plan: BookPlan): PricingDetail['membership'] {
  if (!plan.isPartnerCarrier) return null;
  const candidates = shopping.onSale.filter(
    (candidate) => candidate.isMembership && candidate.carrierId === plan.carrierId,
  );
  const membership = candidates.find((candidate) => shopping.inCart.has(candidate.id)) ?? candidates[0];
  if (!membership) return null;
  const planPrice = shopping.shopper ? priceFor(membership, shopping.shopper) : null;
  return {
    plan_id: membership.id,
    plan_name: membership.name,
    ppid: planPrice?.available ? planPrice.planPricingId : null,
    price: planPrice?.available ? planPrice.price : null,
    in_cart: shopping.inCart.has(membership.id),
    ...textLanguageField(membership),
  };
}

export function createPlanDetailService(deps: { shopping: ShoppingReader }) {
  return {
    async detail(scope: StoreScope, planId: number) {
      const shopping = await deps.shopping(scope);
      const plan = planOnSale(shopping, planId);
      const { description } = plan;
      // The spec shows descriptions in plain ASCII; Spanish needs its accents, ñ and ¿ to be read at all.
      const shown = plan.textLanguage === 'es' ? (text: string | undefined) => text ?? '' : plainAscii;
      return {
        plan_id: plan.id,
        plan_name: plan.name,
        plan_category: plan.categoryKey,
        plan_logo: plan.logo,
        plan_short_text: plan.shortText,
        plan_desc: {
          header_text: shown(description.header_text),
          body_text: shown(description.body_text),
          blueBarText: shown(description.blue_bar_text),
          association_text: shown(description.association_text),
          exclusions_text: shown(description.exclusions_text),
          example_text: shown(description.example_text),
          faq_text: shown(description.faq_text),
        },
        carrier: plan.carrier,
        tiers: plan.tiers,
        min_age: plan.minAge,
        max_age: plan.maxAge,
        ...planFlags(plan),
        premier: plan.premier,
        blackout_message: blackoutMessage(plan, shopping.today),
        ...textLanguageField(plan),
      };
    },

    async pricingDetail(scope: StoreScope, enrollmentId: string | undefined, planId: number): Promise<PricingDetail> {
      const shopping = await deps.shopping(scope, enrollmentId);
      const plan = planOnSale(shopping, planId);
      const { shopper } = shopping;
      const entry = {
        selected_plan: shopping.inCart.has(plan.id),
        pid: plan.id,
        ppid: null,
        tier: shopper?.tier ?? null,
        price: null,
        tier_price: tierPrices(plan, shopper),
        monthly_benefit: null,
      };
      const none = { message: null, errorCode: null, new_pid: null, membership: membershipFor(shopping, plan) };
      if (!shopper) return { plans: [entry], ...none };

      const planPrice = priceFor(plan, shopper);
      if (planPrice.available) {
        const priced = {
          ppid: planPrice.planPricingId,
          price: planPrice.price,
          monthly_benefit: planPrice.monthlyBenefit ?? null,
        };
        return { plans: [{ ...entry, ...priced }], ...none };
      }
      const sibling = planPrice.reason === 'tier' ? partnerSibling(shopping, plan, shopper) : undefined;
      if (sibling) {
        return {
          plans: [],
          message: storeMessages.householdPlan(sibling.name),
          errorCode: 'changePid',
          new_pid: sibling.id,
          membership: null,
        };
      }
      return {
        plans: [entry],
        message: planBanners[planPrice.reason],
        errorCode: unavailableCodes[planPrice.reason],
        new_pid: null,
        membership: none.membership,
      };
    },

    /** Premier: in the cart (by enrollment) or the plan named. */
    async premier(scope: StoreScope, enrollmentId: string | undefined, planId: number | undefined) {
      const shopping = await deps.shopping(scope, enrollmentId);
      if (planId !== undefined) return planOnSale(shopping, planId).premier;
      return [...shopping.inCart].some((id) => shopping.book.byId.get(id)?.premier === true);
    },

    async partnerInCart(scope: StoreScope, enrollmentId: string) {
      const shopping = await deps.shopping(scope, enrollmentId);
      return [...shopping.inCart].some((id) => shopping.book.byId.get(id)?.isPartnerCarrier === true);
    },

    async planIs(scope: StoreScope, planId: number, test: (plan: BookPlan) => boolean) {
      return test(planOnSale(await deps.shopping(scope), planId));
    },
  };
}

export type PlanDetailService = ReturnType<typeof createPlanDetailService>;
