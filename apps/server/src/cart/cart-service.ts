import { and, asc, count, eq, sum } from 'drizzle-orm';
import type { BookPlan, PlanBookReader } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Db, Tx } from '../db/client.ts';
import { cartLines } from '../db/schema.ts';
import type { Enrollment } from '../enrollment/enrollment-store.ts';
import { AppError } from '../http/app-error.ts';
import { planOnSale, quoteFor, type ShoppingReader } from '../plans/shopping.ts';
import { shopperOf } from '../pricing/shopper-of.ts';
import { type CartRequest, cartMessages, type PricedLine, priceForCart } from './cart-rules.ts';

export function createCartService(deps: {
  db: Db;
  shopping: ShoppingReader;
  planBook: PlanBookReader;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function countLines(enrollmentId: string, tx: Tx = deps.db) {
    const [row] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.enrollmentId, enrollmentId));
    return row?.n ?? 0;
  }

  /** Monthly total in dollars; summed by the database in exact numerics. */
  async function amount(enrollmentId: string, tx: Tx = deps.db) {
    const [row] = await tx
      .select({ total: sum(cartLines.price).mapWith(Number) })
      .from(cartLines)
      .where(eq(cartLines.enrollmentId, enrollmentId));
    return row?.total ?? 0;
  }

  /** A plan already in the cart is replaced at its new price. */
  async function put(tx: Tx, enrollmentId: string, line: PricedLine) {
    const values = { planPricingId: line.planPricingId, price: line.price };
    await tx
      .insert(cartLines)
      .values({ enrollmentId, planId: line.plan.id, ...values })
      .onConflictDoUpdate({ target: [cartLines.enrollmentId, cartLines.planId], set: values });
  }

  async function summary(tx: Tx, enrollmentId: string) {
    const lines = await tx
      .select({ plan_id: cartLines.planId, plan_pricing_id: cartLines.planPricingId, price: cartLines.price })
      .from(cartLines)
      .where(eq(cartLines.enrollmentId, enrollmentId))
      .orderBy(asc(cartLines.id));
    return { lines, cart_count: lines.length, cart_amount: await amount(enrollmentId, tx) };
  }

  return {
    count: countLines,
    amount,

    async addPlan(scope: StoreScope, enrollmentId: string, request: CartRequest) {
      const catalog = await deps.shopping.catalogFor(scope);
      return deps.db.transaction(async (tx) => {
        const shopping = await deps.shopping.withEnrollment(catalog, enrollmentId, tx);
        await put(tx, enrollmentId, await priceForCart(tx, shopping, request));
        return summary(tx, enrollmentId);
      });
    },

    /** A partner carrier's plan and its membership plan: both are added, or neither. */
    async addWithMembership(scope: StoreScope, enrollmentId: string, first: CartRequest, second: CartRequest) {
      const catalog = await deps.shopping.catalogFor(scope);
      return deps.db.transaction(async (tx) => {
        const shopping = await deps.shopping.withEnrollment(catalog, enrollmentId, tx);
        const plans = [planOnSale(shopping, first.planId), planOnSale(shopping, second.planId)];
        const membership = plans.find((plan) => plan.isMembership);
        const partner = plans.find((plan) => plan.isPartnerCarrier);
        if (!membership || !partner || membership.carrierId !== partner.carrierId) {
          throw new AppError(422, cartMessages.notAPair, [], 'membership-required');
        }
        const requestFor = (plan: BookPlan) => (plan.id === first.planId ? first : second);
        const membershipLine = await priceForCart(tx, shopping, requestFor(membership));
        const partnerLine = await priceForCart(tx, shopping, requestFor(partner), membership);
        await put(tx, enrollmentId, membershipLine);
        await put(tx, enrollmentId, partnerLine);
        return summary(tx, enrollmentId);
      });
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
     * After the quote filter changed, each line is priced again and lines the new filter cannot buy leave the cart.
     * Read before the transaction opens; the returned function runs inside it.
     */
    async repricer() {
      const book = await deps.planBook();
      return async (enrollment: Enrollment, tx: Tx) => {
        const shopper = shopperOf(enrollment, now());
        const lines = await tx.select().from(cartLines).where(eq(cartLines.enrollmentId, enrollment.id));
        for (const line of lines) {
          const plan = book.byId.get(line.planId);
          const quote = plan && shopper ? quoteFor(plan, shopper) : undefined;
          if (quote?.available) {
            await tx
              .update(cartLines)
              .set({ planPricingId: quote.planPricingId, price: quote.price })
              .where(eq(cartLines.id, line.id));
          } else {
            await tx.delete(cartLines).where(eq(cartLines.id, line.id));
          }
        }
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
