import {
  addPlanToCart,
  addPlanToCartPrudentials,
  checkAlreadyInCart,
  getCartAmount,
  getCartCount,
} from '@openenroll/contract/cart';
import { changeFilterInfo } from '@openenroll/contract/filter';
import { checkPrudentialCart, getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { getFilteredPlans } from '@openenroll/contract/plans';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, members } from '../db/schema.ts';
import { planIdsByCode, type QuoteForm, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf } from '../test/visitor.ts';

describe('adding plans to the cart', () => {
  const store = useTestStore();
  let id: (code: string) => number;
  beforeAll(async () => {
    id = await planIdsByCode(store.db);
  });

  /** A quoted shopper, with helpers to read a plan's price row and add it as the plan page does. */
  async function shopper(form: QuoteForm = {}) {
    const quoted = await quotedVisitor(store.app, form);
    const { browser } = quoted;
    const enrollment_id = quoted.enrollmentId;
    const ppid = async (code: string) =>
      dataOf(await browser.call(getPlanPricingDetail, { pid: id(code), enrollment_id })).plans[0]?.ppid ?? 0;
    const add = async (code: string, planPricingId?: number) =>
      browser.call(addPlanToCart, {
        enrollment_id,
        plan_id: id(code),
        plan_pricing_id: planPricingId ?? (await ppid(code)),
      });
    const cart = async () => ({
      count: (await browser.call(getCartCount, { enrollment_id })).data?.result,
      amount: (await browser.call(getCartAmount, { enrollment_id })).data?.result,
    });
    return { ...quoted, ppid, add, cart };
  }

  it("charges the server's price, and the cart count and amount follow", async () => {
    const { add, cart, browser, enrollmentId } = await shopper({ is_smoker: 0 });
    expect(await cart()).toEqual({ count: 0, amount: 0 });
    const added = await add('span-dental');
    expect(added.data).toMatchObject({
      cart_count: 1,
      cart_amount: 20,
      lines: [{ plan_id: id('span-dental'), price: 20 }],
    });
    await add('fit-hmo');
    expect(await cart()).toEqual({ count: 2, amount: 230 });
    const inCart = (plan_id: number, plan_pricing_id?: number) =>
      browser.call(checkAlreadyInCart, { enrollment_id: enrollmentId, plan_id, plan_pricing_id });
    expect((await inCart(id('span-dental'))).data).toEqual({ status: true });
    expect((await inCart(id('fit-ppo'))).data).toEqual({ status: false });
    const listed = await browser.call(getFilteredPlans, { enrollment_id: enrollmentId, categories: 'dental' });
    expect(listed.data?.[0]?.plans[0]).toMatchObject({ plan_name: 'Span Dental', is_in_cart: true });
  });

  it('refuses a price row that is not the one the engine picks for the shopper, and plans it cannot price', async () => {
    const { add, ppid, cart } = await shopper({ tier: 'IF' });
    const memberOnly = await (await shopper()).ppid('span-dental');
    const refused = await add('span-dental', memberOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.error).toMatchObject({ errorCode: 'price-changed' });
    expect((await add('fit-hmo', await ppid('span-dental'))).error).toMatchObject({
      errorCode: 'planTierError',
      message: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
    });
    expect(await cart()).toEqual({ count: 0, amount: 0 });
  });

  it('prices the cart again when the quote filter changes, dropping what the new filter cannot buy', async () => {
    const { add, cart, browser, enrollmentId } = await shopper();
    await add('span-dental');
    await add('fit-hmo');
    const changed = await browser.call(changeFilterInfo, { tempId: enrollmentId, tier: 'IF' });
    expect(await cart()).toEqual({ count: 1, amount: 55 });
    // The shopper is told which plan left, and why.
    expect(changed.data?.removed_from_cart).toEqual([
      { plan_id: expect.any(Number), plan_name: 'Fit HMO Texas', reason: 'It is not sold for Family.' },
    ]);
    const again = await browser.call(changeFilterInfo, { tempId: enrollmentId, tier: 'IF' });
    expect(again.data?.removed_from_cart).toEqual([]);
  });

  it("refuses a plan in its blackout window with the plan's message", async () => {
    const refused = await (await shopper()).add('snooze-pet');
    expect(refused.statusCode).toBe(422);
    expect(refused.error).toMatchObject({ errorCode: 'blackout', message: 'Snooze Pet is closed to new enrollments.' });
  });

  it('refuses a plan the member already holds an active policy on', async () => {
    const { add, enrollmentId } = await shopper();
    const [maya] = await store.db.select().from(members).where(eq(members.code, 'm1'));
    await store.enrollments.update(enrollmentId, { memberId: maya?.id });
    const refused = await add('span-dental');
    expect(refused.statusCode).toBe(409);
    expect(refused.error).toMatchObject({
      errorCode: 'already-active',
      message: 'You already have an active Span Dental policy.',
    });
    expect((await add('guard-accident')).statusCode).toBe(200);
  });

  it("adds a partner carrier's plan only with its membership plan, both in one transaction", async () => {
    const { add, ppid, cart, browser, enrollmentId } = await shopper();
    const alone = await add('ally-solo');
    expect(alone.error).toMatchObject({
      errorCode: 'membership-required',
      message: 'Membership is required for this plan',
    });
    const pair = async (membershipPpid: number) =>
      browser.call(addPlanToCartPrudentials, {
        enrollment_id: enrollmentId,
        plan_id: id('ally-solo'),
        plan_pricing_id: await ppid('ally-solo'),
        plan_id1: id('ally-membership'),
        plan_pricing_id1: membershipPpid,
      });
    expect((await pair(await ppid('ally-solo'))).statusCode).toBe(409);
    expect(await cart()).toEqual({ count: 0, amount: 0 });
    expect((await pair(await ppid('ally-membership'))).data).toMatchObject({ cart_count: 2, cart_amount: 170 });
    expect((await browser.call(checkPrudentialCart, { enrollment_id: enrollmentId })).data).toEqual({ status: true });
    const lines = await store.db.select().from(cartLines).where(eq(cartLines.enrollmentId, enrollmentId));
    expect(lines.map((line) => line.price).sort((a, b) => a - b)).toEqual([20, 150]);
  });

  it('adds a partner plan alone once its membership plan is in the cart', async () => {
    const { add, cart } = await shopper({ tier: 'IS' });
    expect((await add('ally-membership')).statusCode).toBe(200);
    expect((await add('ally-family')).statusCode).toBe(200);
    expect(await cart()).toEqual({ count: 2, amount: 310 });
  });
});
