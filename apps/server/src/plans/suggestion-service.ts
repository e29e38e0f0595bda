import type { Locale } from '@openenroll/contract/locale';
import { suggestionMessages } from '@openenroll/contract/store-messages';
import { suggestionMessagesEs } from '@openenroll/contract/store-messages-es';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { textLanguageField } from '../catalog/in-language.ts';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import { tierPrices } from './plan-card.ts';
import { planOnSale, priceFor, type Shopping, type ShoppingReader } from './shopping.ts';

type Offer = SuggestedPlan['offer'];

const offerTexts = {
  accident: ['accidentTitle', 'accidentHeader'],
  term_life: ['termLifeTitle', 'termLifeHeader'],
  dental: ['dentalTitle', 'dentalHeader'],
  vision: ['visionTitle', 'visionHeader'],
} as const satisfies Record<Offer, readonly [keyof typeof suggestionMessages, keyof typeof suggestionMessages]>;

/** Offers after a plan is added and before checkout: a plan the cart lacks, the cheapest on sale for the shopper. */
export function createSuggestionService(deps: { shopping: ShoppingReader }) {
  function suggestion(shopping: Shopping, offer: Offer, language: Locale): SuggestedPlan[] {
    const { shopper } = shopping;
    if (!shopper) return [];
    const candidates = shopping.onSale
      .filter((plan) => plan.categoryKey === offer)
      .map((plan) => ({ plan, planPrice: priceFor(plan, shopper) }))
      .flatMap(({ plan, planPrice }) => (planPrice.available ? [{ plan, planPrice }] : []))
      .sort((a, b) => a.planPrice.price - b.planPrice.price);
    const best = candidates[0];
    if (!best) return [];
    const alreadyCovered = [...shopping.inCart].some((id) => shopping.book.byId.get(id)?.categoryKey === offer);
    const shown = shopping.inCart.size > 0 && !alreadyCovered && shopping.enrollment?.eprocess !== 'rep';
    return [card(best.plan, offer, shown, best.planPrice.price, best.planPrice.planPricingId, shopping, language)];
  }

  function card(
    plan: BookPlan,
    offer: Offer,
    shown: boolean,
    price: number,
    ppid: number,
    shopping: Shopping,
    language: Locale,
  ) {
    const said = language === 'es' ? suggestionMessagesEs : suggestionMessages;
    const [title, header] = offerTexts[offer];
    const slug = plan.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      offer,
      pop_up_display: shown,
      pop_up_title: said[title],
      pop_up_header: said[header],
      pop_up_link: `/plan/${plan.id}/${slug}`,
      pop_up_link_description: said.viewDetails(plan.name),
      plan_id: plan.id,
      plan_name: plan.name,
      plan_logo: plan.logo,
      plan_short_text: plan.shortText,
      plan_category: plan.categoryKey,
      plan_price: price,
      pid: plan.id,
      ppid,
      tier_price: tierPrices(plan, shopping.shopper),
      ...textLanguageField(plan),
    };
  }

  return {
    /** Before checkout: term life first, then dental and vision. */
    async forCart(scope: StoreScope, enrollmentId: string) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const language = scope.language ?? 'en';
      return (['term_life', 'dental', 'vision'] as const).flatMap((offer) => suggestion(shopping, offer, language));
    },

    /** After a plan is added: an accident plan follows a medical or hospital plan. */
    async afterAdding(scope: StoreScope, enrollmentId: string, planId: number) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const added = planOnSale(shopping, planId);
      return ['medical', 'hospital'].includes(added.categoryKey)
        ? suggestion(shopping, 'accident', scope.language ?? 'en')
        : [];
    },
  };
}

export type SuggestionService = ReturnType<typeof createSuggestionService>;
