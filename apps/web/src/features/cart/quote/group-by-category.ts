import type { CartPlan } from '@openenroll/contract/cart';
import type { MenuCategory } from '../../../shared/api/common-menu.ts';

export type CategoryGroup = MenuCategory & { plans: CartPlan[] };

/** A category key as a heading when the menu does not name it: term_life reads Term life. */
const fallbackLabel = (key: string, plans: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : plans;
};

/**
 * The quote's plans under their categories (spec part 1, §2: plan cards grouped by category), in the menu's order
 * and with its labels; a category the menu does not list follows, in the order the cart holds it.
 */
export function groupByCategory(
  plans: readonly CartPlan[],
  menu: readonly MenuCategory[] = [],
  /** The heading of plans without a category, in the reader's language. */
  plansLabel = 'Plans',
): CategoryGroup[] {
  const groups = new Map<string, CartPlan[]>();
  for (const plan of plans) {
    const list = groups.get(plan.plan_category);
    if (list) list.push(plan);
    else groups.set(plan.plan_category, [plan]);
  }
  const rank = (key: string) => {
    const index = menu.findIndex((category) => category.key === key);
    return index === -1 ? menu.length : index;
  };
  return [...groups.entries()]
    .map(([key, list]) => ({
      ...(menu.find((category) => category.key === key) ?? { key, label: fallbackLabel(key, plansLabel) }),
      plans: list,
    }))
    .sort((a, b) => rank(a.key) - rank(b.key));
}
