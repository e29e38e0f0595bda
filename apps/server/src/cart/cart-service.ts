import { count, eq, sum } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { cartLines } from '../db/schema.ts';

export function createCartService(deps: { db: Db }) {
  return {
    async count(enrollmentId: string, tx: Tx = deps.db) {
      const [row] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.enrollmentId, enrollmentId));
      return row?.n ?? 0;
    },

    /** Monthly total in dollars; summed by the database in exact numerics. */
    async amount(enrollmentId: string, tx: Tx = deps.db) {
      const [row] = await tx
        .select({ total: sum(cartLines.price).mapWith(Number) })
        .from(cartLines)
        .where(eq(cartLines.enrollmentId, enrollmentId));
      return row?.total ?? 0;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
