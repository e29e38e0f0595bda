import type { Recommendations } from '@openenroll/contract/recommendation';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { planCard } from '../plans/plan-card.ts';
import { blackoutMessage, onSaleInOrder, priceFor, type Shopping, type ShoppingReader } from '../plans/shopping.ts';
import type { ModelReader } from './model.ts';
import { type Ranked, rankByAssociation, rankBySegment } from './ranking.ts';
import { reasonWords } from './reason-words.ts';
import { recount } from './recount.ts';
import { createRefreshTrigger } from './refresh-trigger.ts';
import { ageBand, type Segment } from './segment.ts';

export type ListKind = 'popularity' | 'filter' | 'association';
export type ListRequest = { enrollmentId?: string; planId?: number; limit: number };

/** New carts reach the model at most this often: a recount reads every live cart. */
const REFRESH_EVERY_SECONDS = 30;

/** The visitor's segment: the session's portal and group, the enrollment's quote; never what the browser says. */
function segmentOf(shopping: Shopping, scope: StoreScope): Segment {
  const enrollment = shopping.enrollment;
  return {
    portalId: scope.portalId ?? enrollment?.portalId ?? null,
    groupId: scope.groupId ?? enrollment?.groupId ?? null,
    state: enrollment?.state ?? null,
    tier: enrollment?.tier ?? null,
    ageBand: shopping.shopper ? ageBand(shopping.shopper.age) : null,
    gender: enrollment?.gender ?? null,
  };
}

/** Answers the shopper can still give on the plan page; any other reason means the plan is not theirs to buy. */
const answerable = new Set(['tobacco', 'salary', 'hours']);

/**
 * Priced for the quote's state, tier and age, or waiting only for an answer the plan page asks; before a quote
 * nothing can be priced, so on sale is all we know.
 */
const buyable = (shopping: Shopping) => (plan: BookPlan) => {
  if (shopping.shopper === null) return true;
  const planPrice = priceFor(plan, shopping.shopper);
  return planPrice.available || answerable.has(planPrice.reason);
};

export function createRecommendationService(deps: {
  db: Db;
  shopping: ShoppingReader;
  model: ModelReader;
  jobs?: JobQueue;
}) {
  const trigger = createRefreshTrigger({
    windowSeconds: REFRESH_EVERY_SECONDS,
    send: async () => deps.jobs?.send('refresh-recommendations', {}, { debounceSeconds: REFRESH_EVERY_SECONDS }),
  });

  function card(shopping: Shopping, plan: BookPlan, ranked: Ranked) {
    const blackout = blackoutMessage(plan, shopping.today);
    const base = planCard(plan, shopping);
    return {
      ...base,
      hide_add_to_cart: base.hide_add_to_cart || blackout !== null,
      reason: ranked.reason,
      reason_kind: ranked.reason_kind,
      association: ranked.association,
      blackout_message: blackout,
    };
  }

  return {
    async list(kind: ListKind, scope: StoreScope, request: ListRequest): Promise<Recommendations> {
      const [shopping, model] = await Promise.all([deps.shopping(scope, request.enrollmentId), deps.model()]);
      const shown = new Set(shopping.inCart);
      if (request.planId) shown.add(request.planId);
      const offered = shopping.onSale.filter((plan) => !shown.has(plan.id));
      const candidates = offered.filter(buyable(shopping)).map((plan) => plan.id);
      const visitor = segmentOf(shopping, scope);
      const words = reasonWords[scope.language ?? 'en'];
      let ranked = rankBySegment(model, visitor, candidates, words);
      if (kind === 'association') {
        // Cart plans count even if no longer on sale (they are what the shopper chose); a page's plan only if on sale.
        const antecedents = [...shopping.inCart, ...offeredIds(shopping, request.planId)];
        const nameOf = (planId: number) => shopping.book.byId.get(planId)?.name ?? words.yourPlan;
        const together = rankByAssociation(model, antecedents, candidates, nameOf, words);
        const chosen = new Set(together.map((plan) => plan.planId));
        ranked = [...together, ...ranked.filter((plan) => !chosen.has(plan.planId))];
      }
      const recs = ranked
        .slice(0, request.limit)
        .map((plan) => card(shopping, shopping.book.byId.get(plan.planId) as BookPlan, plan));
      return { recs, cart_count: shopping.inCart.size };
    },

    /** The plans given, most chosen by the visitor's segment first; plans no cart ever held keep their order last. */
    async byPopularity(scope: StoreScope, shopping: Shopping, plans: BookPlan[]): Promise<BookPlan[]> {
      const ranked = rankBySegment(
        await deps.model(),
        segmentOf(shopping, scope),
        plans.map((plan) => plan.id),
        reasonWords.en,
      );
      const rank = new Map(ranked.map((entry, index) => [entry.planId, index]));
      const last = ranked.length;
      return plans
        .map((plan, index) => ({ plan, index }))
        .sort((a, b) => (rank.get(a.plan.id) ?? last) - (rank.get(b.plan.id) ?? last) || a.index - b.index)
        .map(({ plan }) => plan);
    },

    /** The named plans' cards, in the order named; plans not on sale to the visitor are left out. */
    async planDetails(scope: StoreScope, enrollmentId: string | undefined, planIds: number[]) {
      const shopping = await deps.shopping(scope, enrollmentId);
      return { plans: onSaleInOrder(shopping, planIds).map((plan) => planCard(plan, shopping)) };
    },

    /** The plan id when the plan is on sale to the visitor, else null. */
    async planOnSaleId(scope: StoreScope, planId: number | undefined) {
      const shopping = await deps.shopping(scope);
      return offeredIds(shopping, planId)[0] ?? null;
    },

    /** After a cart changed: a recount is queued for the changes of the next half minute (see refresh-trigger.ts). */
    cartChanged: () => trigger.changed(),

    /** Counts the live carts again; the history's counts are made at catalog import. */
    async refresh() {
      trigger.running();
      await deps.db.transaction((tx) => recount(tx, 'live'));
    },
  };
}

const offeredIds = (shopping: Shopping, planId: number | undefined) =>
  planId === undefined ? [] : onSaleInOrder(shopping, [planId]).map((plan) => plan.id);

export type RecommendationService = ReturnType<typeof createRecommendationService>;
