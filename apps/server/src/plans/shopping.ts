import { storeMessages } from '@openenroll/contract/store-messages';
import { dayOf, pricingDate } from '../cart/effective-dates.ts';
import type { BookPlan, PlanBook, PlanBookReader } from '../catalog/plan-book.ts';
import { bookIn } from '../catalog/plan-book-in-language.ts';
import { onSale, type StorefrontService, type StoreScope } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import type { Enrollment, EnrollmentCart, EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { NotFound } from '../errors/domain-error.ts';
import { type PlanPrice, pricePlan, type Shopper } from '../pricing/price-plan.ts';
import { shopperOf } from '../pricing/shopper-of.ts';

/** What every plan read needs: the plans on sale to the visitor, and for a quoted enrollment its shopper and cart. */
export type Shopping = {
  book: PlanBook;
  onSale: BookPlan[];
  enrollment: Enrollment | null;
  /** Aged on the enrollment's pricing date (see cart/effective-dates.ts), as age-rated plans are. */
  shopper: Shopper | null;
  inCart: Set<number>;
  /** The group whose enrollment code the enrollment or the session proved. */
  provenGroupId: number | null;
  /** Opens and closes blackout windows. */
  today: Date;
};

export type ShoppingDeps = {
  db: Db;
  storefront: StorefrontService;
  planBook: PlanBookReader;
  enrollments: EnrollmentStore;
  now?: () => Date;
};

type Catalog = Pick<Shopping, 'book' | 'onSale'> & { scope: StoreScope };

/**
 * Reads a shopping context. Catalog reads go through the cache, which may query the database: inside a
 * transaction, read the catalog first (`catalogFor`), then the cart with the transaction, and build on both (`forCart`).
 */
export function createShopping(deps: ShoppingDeps) {
  const now = deps.now ?? (() => new Date());

  async function catalogFor(scope: StoreScope): Promise<Catalog> {
    const [english, site] = await Promise.all([deps.planBook(), deps.storefront.siteFor(scope.siteId)]);
    const book = bookIn(english, scope.language);
    return { book, onSale: book.plans.filter(onSale(site, scope)), scope };
  }

  /** The shopping context of a cart already read (with its lock, inside a transaction that changes it). */
  function forCart(catalog: Catalog, held: EnrollmentCart | null): Shopping {
    const enrollment = held?.enrollment ?? null;
    const lines = held?.lines ?? [];
    const today = now();
    const { scope, ...read } = catalog;
    const inCart = new Set(lines.map((line) => line.planId));
    const cartPlans = [...inCart].flatMap((planId) => read.book.byId.get(planId) ?? []);
    return {
      ...read,
      enrollment,
      provenGroupId: enrollment?.groupCodeGroupId ?? scope.provenGroupId ?? null,
      shopper: enrollment && shopperOf(enrollment, dayOf(pricingDate(enrollment, cartPlans, today))),
      inCart,
      today,
    };
  }

  const read = async (scope: StoreScope, enrollmentId?: string) =>
    forCart(await catalogFor(scope), enrollmentId ? await deps.enrollments.withCart(enrollmentId) : null);
  return Object.assign(read, { catalogFor, forCart });
}

export type ShoppingReader = ReturnType<typeof createShopping>;

/** The named plans on sale to the visitor, in the order named; the others are left out. */
export const onSaleInOrder = (shopping: Shopping, planIds: number[]): BookPlan[] =>
  planIds.flatMap((id) => shopping.onSale.find((plan) => plan.id === id) ?? []);

/** A plan on sale to the visitor; any other id is simply not found. */
export function planOnSale(shopping: Shopping, planId: number): BookPlan {
  const [plan] = onSaleInOrder(shopping, [planId]);
  if (!plan) throw new NotFound(storeMessages.planNotFound);
  return plan;
}

export const priceFor = (plan: BookPlan, shopper: Shopper): PlanPrice => pricePlan(plan, plan.prices, shopper);

/** Reasons a shopper can clear on the plan page (tobacco, salary, hours) keep a plan listed; the others hide it. */
export function listedFor(plan: BookPlan, shopper: Shopper | null) {
  if (!shopper) return true;
  const planPrice = priceFor(plan, shopper);
  return planPrice.available || ['tobacco', 'salary', 'hours'].includes(planPrice.reason);
}

/** The blackout window includes today: the plan cannot be bought now. */
export function blackoutMessage(plan: BookPlan, today: Date) {
  if (!plan.blackout) return null;
  const day = today.toISOString().slice(0, 10);
  return plan.blackout.from <= day && day <= plan.blackout.to ? plan.blackout.message : null;
}
