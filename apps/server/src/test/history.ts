import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { historyCartPlans, historyCarts, portals } from '../db/schema.ts';
import { recount } from '../recommendations/recount.ts';

export type HandMadeCart = { plans: string[]; times: number; state?: string };

/** Writes a hand-made history for the Gamma shop (portal `shop`; member only, aged 30–39) and counts it. */
export async function writeHistory(db: Db, carts: HandMadeCart[], planId: (code: string) => number) {
  const [shop] = await db.select({ id: portals.id }).from(portals).where(eq(portals.code, 'shop'));
  const each = carts.flatMap((cart) => Array.from({ length: cart.times }, () => cart));
  await db.transaction(async (tx) => {
    const ids = await tx
      .insert(historyCarts)
      .values(
        each.map((cart) => ({
          portalId: shop?.id ?? 0,
          state: cart.state ?? 'TX',
          tier: 'IO' as const,
          ageBand: 30,
          gender: 0,
          enrolled: true,
        })),
      )
      .returning({ id: historyCarts.id });
    await tx
      .insert(historyCartPlans)
      .values(
        each.flatMap((cart, index) =>
          cart.plans.map((code) => ({ cartId: ids[index]?.id ?? 0, planId: planId(code) })),
        ),
      );
    await recount(tx, 'history');
  });
}

/** Support, confidence and lift of `with` → `plan` over the carts, counted here, apart from the server's SQL. */
export function figures(carts: HandMadeCart[], withPlan: string, plan: string) {
  const count = (test: (plans: string[]) => boolean) =>
    carts.reduce((sum, cart) => sum + (test(cart.plans) ? cart.times : 0), 0);
  const total = count(() => true);
  const both = count((plans) => plans.includes(withPlan) && plans.includes(plan));
  const confidence = both / count((plans) => plans.includes(withPlan));
  return { support: both / total, confidence, lift: confidence / (count((plans) => plans.includes(plan)) / total) };
}
