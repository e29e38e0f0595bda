import type { ComparedPlan } from '@openenroll/contract/compare';
import type { Locale } from '@openenroll/contract/locale';
import type { CategoryPlans, ListingSort, PlanCard } from '@openenroll/contract/plans';
import { textLanguageField } from '../catalog/in-language.ts';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import { planCard } from './plan-card.ts';
import { listedFor, onSaleInOrder, planOnSale, type Shopping, type ShoppingReader } from './shopping.ts';

type Filter = { categories?: string[]; network?: string };
type Order = { sort?: ListingSort };
type Popularity = (scope: StoreScope, shopping: Shopping, plans: BookPlan[]) => Promise<BookPlan[]>;

/** What a card costs the visitor: the quote's tier, or before a quote its lowest rate; unpriced plans go last. */
const cardPrice = (card: PlanCard) =>
  card.plan_price ?? (card.tier_price.length > 0 ? Math.min(...card.tier_price.map((entry) => entry.price)) : null);

function byPrice(cards: PlanCard[], direction: 1 | -1) {
  const prices = cards.map((card) => ({ card, price: cardPrice(card) }));
  const priced = prices.flatMap(({ card, price }) => (price === null ? [] : [{ card, price }]));
  priced.sort((a, b) => direction * (a.price - b.price));
  return [...priced.map(({ card }) => card), ...prices.flatMap(({ card, price }) => (price === null ? [card] : []))];
}

function sorted(cards: PlanCard[], sort: ListingSort | undefined, language: Locale) {
  if (sort === 'price_low') return byPrice(cards, 1);
  if (sort === 'price_high') return byPrice(cards, -1);
  if (sort === 'name') return cards.toSorted((a, b) => a.plan_name.localeCompare(b.plan_name, language));
  return cards;
}

/** Plan listings: by menu category before a quote, by the quote filter after it. */
export function createPlanListingService(deps: { shopping: ShoppingReader; popularity: Popularity }) {
  const matches = (filter: Filter) => (plan: BookPlan) =>
    (!filter.categories?.length || filter.categories.includes(plan.categoryKey)) &&
    (!filter.network || plan.network === filter.network);

  function grouped(
    shopping: Shopping,
    plans: BookPlan[],
    sort?: ListingSort,
    language: Locale = 'en',
  ): CategoryPlans[] {
    return shopping.book.categories
      .map((category) => ({
        category: category.key,
        category_label: category.label,
        plans: sorted(
          plans.filter((plan) => plan.categoryKey === category.key).map((plan) => planCard(plan, shopping)),
          sort,
          language,
        ),
        ...textLanguageField(category),
      }))
      .filter((group) => group.plans.length > 0);
  }

  /** The plans in the order asked for; popularity is the model's, the other orders the cards'. */
  const ordered = async (scope: StoreScope, shopping: Shopping, plans: BookPlan[], { sort }: Order) =>
    grouped(shopping, sort === 'popular' ? await deps.popularity(scope, shopping, plans) : plans, sort, scope.language);

  /** The plans a quoted enrollment sees: on sale, in the filter, and priced or waiting for an answer only it can give. */
  const listed = (shopping: Shopping, filter: Filter) =>
    shopping.onSale.filter(matches(filter)).filter((plan) => listedFor(plan, shopping.shopper));

  return {
    async menuPlans(scope: StoreScope, filter: Filter & Order) {
      const shopping = await deps.shopping(scope);
      return ordered(scope, shopping, shopping.onSale.filter(matches(filter)), filter);
    },

    async filteredPlans(scope: StoreScope, enrollmentId: string, filter: Filter & Order) {
      const shopping = await deps.shopping(scope, enrollmentId);
      return ordered(scope, shopping, listed(shopping, filter), filter);
    },

    async categoriesWithPlans(scope: StoreScope, enrollmentId: string) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const groups = grouped(shopping, listed(shopping, {}));
      return groups.map(({ category, category_label, text_language }) => ({
        key: category,
        label: category_label,
        ...(text_language && { text_language }),
      }));
    },

    /** With a quote, only the networks of plans it lists: a network without a plan in the shopper's state is none. */
    async networks(scope: StoreScope, category: string, enrollmentId?: string) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const plans = enrollmentId ? listed(shopping, { categories: [category] }) : shopping.onSale;
      const names = plans
        .filter((plan) => plan.categoryKey === category && plan.network)
        .map((plan) => plan.network ?? '');
      return [...new Set(names)].sort();
    },

    async relatedPlans(scope: StoreScope, enrollmentId: string | undefined, planId: number) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const plan = planOnSale(shopping, planId);
      return listed(shopping, { categories: [plan.categoryKey] })
        .filter((candidate) => candidate.id !== plan.id)
        .map((candidate) => planCard(candidate, shopping));
    },

    /** The plans named that are on sale to the visitor, in the order named, and the rows of their categories. */
    async comparison(scope: StoreScope, enrollmentId: string | undefined, planIds: number[]) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const compared = onSaleInOrder(shopping, planIds);
      const categories = shopping.book.categories.filter((category) =>
        compared.some((plan) => plan.categoryKey === category.key),
      );
      const rows = [
        ...new Map(categories.flatMap((category) => category.compare).map((row) => [row.key, row])).values(),
      ].map((row) => ({ key: row.key, label: row.label, ...textLanguageField(row) }));
      const plans: ComparedPlan[] = compared.map((plan) => ({
        ...planCard(plan, shopping),
        category_label: categories.find((category) => category.key === plan.categoryKey)?.label ?? plan.categoryKey,
        carrier_name: plan.carrier.name,
        summary: plan.summary,
      }));
      return { rows, plans };
    },
  };
}

export type PlanListingService = ReturnType<typeof createPlanListingService>;
