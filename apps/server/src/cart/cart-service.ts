import type { CartView, checkoutType } from '@openenroll/contract/cart';
import { DEFAULT_TIER } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import { isoToUs } from '@openenroll/contract/us-date';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BookPlan, PlanBook, PlanBookReader } from '../catalog/plan-book.ts';
import { bookIn } from '../catalog/plan-book-in-language.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Db, Tx } from '../db/client.ts';
import { cartLines } from '../db/schema.ts';
import type { Enrollment, EnrollmentCart, EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid, Forbidden, NotFound, Refused } from '../errors/domain-error.ts';
import { planOnSale, priceFor, type ShoppingReader } from '../plans/shopping.ts';
import { shopperOf } from '../pricing/shopper-of.ts';
import { priceCart } from './cart-pricing.ts';
import { type CartRequest, cartMessages, type PricedLine, partnerRequiring, priceForCart } from './cart-rules.ts';
import { cartView } from './cart-view.ts';
import { dayOf, pricingDate } from './effective-dates.ts';
import { removalReason } from './removal-reason.ts';

type CheckoutType = z.infer<typeof checkoutType>;

const tierOf = (enrollment: Enrollment) => enrollment.tier ?? DEFAULT_TIER;
/** A write under the enrollment's lock cannot find the cart changed. */
const surely = <T>(written: T | null): T => {
  if (written === null) throw new Error('A cart changed under its lock');
  return written;
};
/** A cart line as stored: the plan, the price row and the price it was sold at. */
const storedLine = (planId: number, { planPricingId, price }: Pick<PricedLine, 'planPricingId' | 'price'>) => ({
  planId,
  planPricingId,
  price,
});

export function createCartService(deps: {
  db: Db;
  shopping: ShoppingReader;
  planBook: PlanBookReader;
  enrollments: EnrollmentStore;
  now?: () => Date;
  /** Told after every add, removal and checkout has committed (the recommendations count carts); not awaited. */
  onCartChange?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  /** The cart, locked until the transaction ends: no other write comes between its read and its change. */
  const locked = (enrollmentId: string, tx: Tx) => deps.enrollments.withCart(enrollmentId, tx, { lock: true });
  type Change<T> = (held: EnrollmentCart, tx: Tx) => Promise<T>;
  const underLock = <T>(enrollmentId: string, change: Change<T>) =>
    deps.db.transaction(async (tx) => change(await locked(enrollmentId, tx), tx));
  /** Tells whoever counts carts, once a change committed. */
  const told = <T>(result: T) => {
    deps.onCartChange?.();
    return result;
  };
  /**
   * Runs a change of a cart; `change` answers null when its write found the cart changed since it was read. It runs
   * first on the cart read with the session, without a transaction; when another write came first, once more under
   * the enrollment's lock, where none can.
   */
  const changing = async <T>(enrollmentId: string, change: Change<T | null>) =>
    told(
      surely(
        (await change(await deps.enrollments.withCart(enrollmentId), deps.db)) ??
          (await underLock(enrollmentId, change)),
      ),
    );

  async function countLines(enrollmentId: string, tx: Tx = deps.db) {
    const [row] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.enrollmentId, enrollmentId));
    return row?.n ?? 0;
  }

  /** The enrollment and its cart priced live; the plan book is read before any transaction opens. */
  async function pricedCart(book: PlanBook, enrollmentId: string, effectiveDate?: string) {
    const { enrollment, lines: stored } = await deps.enrollments.withCart(enrollmentId);
    return { enrollment, cart: priceCart(book, enrollment, stored, now(), effectiveDate) };
  }

  /** What add and remove answer: the cart's lines and monthly total, priced as the cart page prices them. */
  function summary(book: PlanBook, { enrollment, lines }: EnrollmentCart) {
    const view = cartView(priceCart(book, enrollment, lines, now()), tierOf(enrollment));
    return {
      lines: view.result.map(({ plan_id, plan_pricing_id, price }) => ({ plan_id, plan_pricing_id, price })),
      cart_count: view.result.length,
      cart_amount: view.recurring_month_cost,
    };
  }

  /** A plan already in the cart is replaced at its new price. */
  const put = (tx: Tx, held: EnrollmentCart, ...lines: PricedLine[]) =>
    deps.enrollments.changeLines(held, { put: lines.map((line) => storedLine(line.plan.id, line)) }, tx);

  return {
    count: countLines,

    /**
     * The cart priced for an effective date (ISO): `effectiveDate`, which must be offered; else `preferredDate` while
     * offered; else the saved one while still offered, else the first offered.
     */
    async view(
      enrollmentId: string,
      options: { effectiveDate?: string; preferredDate?: string; language?: Locale } = {},
    ): Promise<CartView> {
      const requested = options.effectiveDate ?? options.preferredDate;
      const book = bookIn(await deps.planBook(), options.language);
      const { enrollment, cart } = await pricedCart(book, enrollmentId, requested);
      if (options.effectiveDate && !cart.offered.includes(options.effectiveDate)) {
        throw new FieldInvalid('effective_date', cartMessages.chooseDate);
      }
      return cartView(cart, tierOf(enrollment));
    },

    /** The start dates the cart offers, MM/DD/YYYY. */
    async effectiveDates(enrollmentId: string): Promise<string[]> {
      const { cart } = await pricedCart(await deps.planBook(), enrollmentId);
      return cart.offered.map(isoToUs);
    },

    /** The header's monthly total: the cart page's recurring cost for the date (ISO) when offered, else its own. */
    async amount(enrollmentId: string, effectiveDate?: string): Promise<number> {
      const { enrollment, cart } = await pricedCart(await deps.planBook(), enrollmentId, effectiveDate);
      return cartView(cart, tierOf(enrollment)).recurring_month_cost;
    },

    async planInfo(enrollmentId: string) {
      const { enrollment, cart } = await pricedCart(await deps.planBook(), enrollmentId);
      return {
        is_IHA: cart.lines.some((line) => line.plan.iha),
        has_spouse: enrollment.tier === 'IS' || enrollment.tier === 'IF',
      };
    },

    async addPlan(scope: StoreScope, enrollmentId: string, request: CartRequest) {
      const catalog = await deps.shopping.catalogFor(scope);
      return changing(enrollmentId, async (held, tx) => {
        const shopping = deps.shopping.forCart(catalog, held);
        const after = await put(tx, held, await priceForCart(tx, shopping, request));
        if (!after) return null;
        return summary(catalog.book, after);
      });
    },

    /** A partner carrier's plan and its membership plan: both are added, or neither. */
    async addWithMembership(scope: StoreScope, enrollmentId: string, first: CartRequest, second: CartRequest) {
      const catalog = await deps.shopping.catalogFor(scope);
      return changing(enrollmentId, async (held, tx) => {
        const shopping = deps.shopping.forCart(catalog, held);
        const plans = [planOnSale(shopping, first.planId), planOnSale(shopping, second.planId)];
        const membership = plans.find((plan) => plan.isMembership);
        const partner = plans.find((plan) => plan.isPartnerCarrier);
        if (!membership || !partner || membership.carrierId !== partner.carrierId) {
          throw new Refused(cartMessages.notAPair, 'membership-required');
        }
        const requestFor = (plan: BookPlan) => (plan.id === first.planId ? first : second);
        const membershipLine = await priceForCart(tx, shopping, requestFor(membership));
        const partnerLine = await priceForCart(tx, shopping, requestFor(partner), membership);
        const after = await put(tx, held, membershipLine, partnerLine);
        if (!after) return null;
        return summary(catalog.book, after);
      });
    },

    /** Removes a line; a membership plan stays while the partner plan sold with it is in the cart. */
    async remove(enrollmentId: string, planId: number, planPricingId: number) {
      const book = await deps.planBook();
      return changing(enrollmentId, async (held, tx) => {
        const cart = priceCart(book, held.enrollment, held.lines, now());
        const plans = cart.lines.map((line) => line.plan);
        const plan = plans.find((candidate) => candidate.id === planId);
        // The price row only has to be the plan's: the cart shows the row of whichever date is selected.
        if (!plan?.prices.some((row) => row.id === planPricingId)) throw new NotFound(cartMessages.notInCart);
        const partner = partnerRequiring(plan, plans);
        if (partner) throw new Refused(cartMessages.membershipStays(plan.name, partner.name));
        const after = await deps.enrollments.changeLines(held, { remove: [planId] }, tx);
        if (!after) return null;
        const { cart_count, cart_amount } = summary(book, after);
        return { cart_count, cart_amount };
      });
    },

    /**
     * Closes the cart for enrollment: the effective date (ISO) must be one the cart offers; every line is fixed at
     * its price for that date, and who enrolls is recorded. Rep Enrollment is for a proven representative only.
     */
    async checkout(
      enrollmentId: string,
      effectiveDate: string,
      type: CheckoutType,
      identity: { repAuthenticated: boolean },
    ) {
      if (type === 'rep' && !identity.repAuthenticated) throw new Forbidden(cartMessages.repOnly);
      const book = await deps.planBook();
      return told(
        await underLock(enrollmentId, async (held, tx) => {
          const cart = priceCart(book, held.enrollment, held.lines, now(), effectiveDate);
          if (cart.lines.length === 0) throw new Refused(cartMessages.emptyCart);
          if (!cart.offered.includes(effectiveDate)) throw new FieldInvalid('effective_date', cartMessages.chooseDate);
          surely(await put(tx, held, ...cart.lines));
          await deps.enrollments.update(enrollmentId, { effectiveDate, enrollBy: type, checkedOutAt: now() }, tx);
          return { effective_date: isoToUs(effectiveDate), type };
        }),
      );
    },

    async holds(enrollmentId: string, planId: number, planPricingId?: number, tx: Tx = deps.db) {
      const [row] = await tx
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.enrollmentId, enrollmentId),
            eq(cartLines.planId, planId),
            planPricingId === undefined ? undefined : eq(cartLines.planPricingId, planPricingId),
          ),
        );
      return row !== undefined;
    },

    /**
     * After the quote filter changed, each line is priced again, on the enrollment's pricing date, and lines the new
     * filter cannot buy leave the cart. Read before the transaction opens; the returned function runs inside it.
     */
    async repricer() {
      const book = await deps.planBook();
      return async (enrollment: Enrollment, tx: Tx) => {
        const held = await locked(enrollment.id, tx);
        const { lines } = held;
        const shopperFor = (held: typeof lines) => {
          const plans = held.flatMap((line) => book.byId.get(line.planId) ?? []);
          return shopperOf(enrollment, dayOf(pricingDate(enrollment, plans, now())));
        };
        const priceOf = (line: (typeof lines)[number], shopper: ReturnType<typeof shopperOf>) => {
          const plan = book.byId.get(line.planId);
          return plan && shopper ? priceFor(plan, shopper) : undefined;
        };
        // A line the filter cannot buy may be what kept the saved date from being offered: its date comes without it.
        const first = shopperFor(lines);
        const shopper = shopperFor(lines.filter((line) => priceOf(line, first)?.available));
        const priced = lines.map((line) => ({ planId: line.planId, planPrice: priceOf(line, shopper) }));
        const removed = priced.flatMap(({ planId, planPrice }) =>
          planPrice?.available
            ? []
            : [
                {
                  plan_id: planId,
                  plan_name: book.byId.get(planId)?.name ?? '',
                  reason: removalReason(planPrice?.reason, shopper),
                },
              ],
        );
        const put = priced.flatMap(({ planId, planPrice }) =>
          planPrice?.available ? [storedLine(planId, planPrice)] : [],
        );
        // Most quotes change before anything is in the cart: nothing to write then.
        if (lines.length > 0)
          surely(await deps.enrollments.changeLines(held, { put, remove: removed.map((line) => line.plan_id) }, tx));
        return removed;
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
