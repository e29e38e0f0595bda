import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planPricing, plans, sites } from '../db/schema.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { useTestStore } from '../test/test-app.ts';

describe('cart count and amount', () => {
  const store = useTestStore();
  const visitor = { token: '', enrollmentId: 'enr_visitor_0123456789abcdef' };
  const stranger = { token: '', enrollmentId: 'enr_stranger_0123456789abcdef' };

  beforeAll(async () => {
    const [site] = await store.db.select().from(sites).limit(1);
    const [plan] = await store.db.select().from(plans).where(eq(plans.code, 'smile'));
    const prices = await store.db
      .select()
      .from(planPricing)
      .where(eq(planPricing.planId, plan?.id ?? 0));
    for (const who of [visitor, stranger]) {
      const session = await store.sessions.create(site?.id ?? 0, { enrollmentId: who.enrollmentId });
      who.token = session.token;
      await store.enrollments.create({ id: who.enrollmentId, sessionHash: session.tokenHash, siteId: site?.id ?? 0 });
    }
    const price = prices.find((row) => row.tier === 'IO' && row.minAge === 18);
    const line = { planId: plan?.id ?? 0, planPricingId: price?.id ?? 0, price: price?.price ?? 0 };
    await store.enrollments.changeLines(await store.enrollments.withCart(visitor.enrollmentId), { put: [line] });
  });

  const get = (call: string, token: string, enrollmentId?: string) =>
    store.app.inject({
      url: `/api/v1/${call}${enrollmentId ? `?enrollment_id=${enrollmentId}` : ''}`,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });

  it("counts and sums the session's own cart", async () => {
    expect((await get('get-cart-count', visitor.token, visitor.enrollmentId)).json().data).toEqual({ result: 1 });
    expect((await get('get-cart-amount', visitor.token, visitor.enrollmentId)).json().data).toEqual({ result: 20.5 });
  });

  it('answers zero without an enrollment', async () => {
    expect((await get('get-cart-count', '')).json().data).toEqual({ result: 0 });
  });

  it("answers another visitor's enrollment as not found", async () => {
    for (const call of ['get-cart-count', 'get-cart-amount']) {
      const response = await get(call, stranger.token, visitor.enrollmentId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', message: 'Enrollment not found' });
      expect((await get(call, '', visitor.enrollmentId)).statusCode).toBe(404);
    }
  });
});
