import type { ComparedPlan } from '@openenroll/contract/compare';
import type { CategoryPlans } from '@openenroll/contract/plans';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import { planCard } from './plan-card.ts';
import { listedFor, planOnSale, type Shopping, type ShoppingReader } from './shopping.ts';

type Filter = { categories?: string[]; network?: string };

/** Plan listings: by menu category before a quote, by the quote filter after it. */
export function createPlanListingService(deps: { shopping: ShoppingReader }) {
  const matches = (filter: Filter) => (plan: BookPlan) =>
    (!filter.categories?.length || filter.categories.includes(plan.categoryKey)) &&
    (!filter.network || plan.network === filter.network);

  function grouped(shopping: Shopping, plans: BookPlan[]): CategoryPlans[] {
    return shopping.book.categories
      .map((category) => ({
        category: category.key,
        category_label: category.label,
        plans: plans.filter((plan) => plan.categoryKey === category.key).map((plan) => planCard(plan, shopping)),
      }))
      .filter((group) => group.plans.length > 0);
  }

  /** The plans a quoted enrollment sees: on sale, in the filter, and priced or waiting for an answer only it can give. */
  const listed = (shopping: Shopping, filter: Filter) =>
    shopping.onSale.filter(matches(filter)).filter((plan) => listedFor(plan, shopping.shopper));

  return {
    async menuPlans(scope: StoreScope, filter: Filter) {
      const shopping = await deps.shopping(scope);
      return grouped(shopping, shopping.onSale.filter(matches(filter)));
    },

    async filteredPlans(scope: StoreScope, enrollmentId: string, filter: Filter) {
      const shopping = await deps.shopping(scope, enrollmentId);
      return grouped(shopping, listed(shopping, filter));
    },

    async categoriesWithPlans(scope: StoreScope, enrollmentId: string) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const groups = grouped(shopping, listed(shopping, {}));
      return groups.map((group) => ({ key: group.category, label: group.category_label }));
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
      const compared = planIds.flatMap((id) => shopping.onSale.filter((plan) => plan.id === id));
      const categories = shopping.book.categories.filter((category) =>
        compared.some((plan) => plan.categoryKey === category.key),
      );
      const rows = [
        ...new Map(categories.flatMap((category) => category.compare).map((row) => [row.key, row])).values(),
      ];
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
