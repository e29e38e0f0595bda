import { getCartPlanInfo } from '@openenroll/contract/cart';
import { getFilteredPlans } from '@openenroll/contract/plans';
import { describe, expect, it } from 'vitest';
import { partnerNotice } from '../cart/cart-costs.ts';
import { cartShopper, dobTurning } from '../test/cart-shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf } from '../test/visitor.ts';

describe('the cart page', () => {
  const today = new Date('2030-01-15T12:00:00Z');
  const store = useTestStore({ now: () => today });

  it('offers the 1st of each of the next 3 months, except dates a cart plan cannot be priced on', async () => {
    const shopper = await cartShopper(store, { dob: dobTurning(65, '2030-04-01') });
    expect(await shopper.dates()).toEqual(['02/01/2030', '03/01/2030', '04/01/2030']);
    expect((await shopper.add('fit-hmo')).statusCode).toBe(200);
    expect(await shopper.dates()).toEqual(['02/01/2030', '03/01/2030']);
    const aged = await shopper.cart('04/01/2030');
    expect(aged.statusCode).toBe(422);
    expect(aged.error?.data).toEqual([
      { target_element: 'effective_date', error_message: 'Please choose an effective date' },
    ]);
  });

  it('prices the cart with ages taken on the effective date, as the listing does for the default date', async () => {
    const shopper = await cartShopper(store, { dob: dobTurning(50, '2030-03-01') });
    const listed = async () =>
      dataOf(
        await shopper.browser.call(getFilteredPlans, { enrollment_id: shopper.enrollmentId, categories: 'dental' }),
      )[0]?.plans.find((plan) => plan.plan_name === 'Span Dental')?.plan_price;
    expect(await listed()).toBe(20);
    await shopper.add('span-dental');

    const first = dataOf(await shopper.cart());
    expect(first).toMatchObject({ effective_date: '02/01/2030', recurring_month_cost: 20, tier: 'IO' });
    expect(first.result[0]).toMatchObject({ price: 20 });
    expect(first.result[0]?.tier_price.map((entry) => entry.price_male_nons)).toEqual([20, 38, 36, 55]);
    const second = dataOf(await shopper.cart('03/01/2030'));
    expect(second).toMatchObject({ effective_date: '03/01/2030', recurring_month_cost: 26, initial_month_cost: 26 });
    expect(second.result[0]?.plan_pricing_id).not.toBe(first.result[0]?.plan_pricing_id);
    expect(second.result[0]?.tier_price).toEqual([
      { tier: 'IO', price_male_nons: 26 },
      { tier: 'IS', price_male_nons: 48 },
    ]);

    expect(await shopper.amount()).toBe(20);
    expect(await shopper.amount('03/01/2030')).toBe(26);
    expect(await listed()).toBe(first.result[0]?.price);
  });

  it('shows the fees, riders and union amounts the server computed', async () => {
    const shopper = await cartShopper(store, { is_smoker: 0 });
    expect((await shopper.addPair('ally-solo', 'ally-membership')).statusCode).toBe(200);
    await shopper.add('term-guard');
    await shopper.add('union-medical');
    const view = dataOf(await shopper.cart());
    expect(view.result.map((line) => [line.plan_name, line.price])).toEqual([
      ['Ally Membership', 20],
      ['Ally Core Solo', 150],
      ['Term Guard', 14],
      ['Union Medical', 496],
    ]);
    expect(view.result[0]).toMatchObject({ removable: 0, enrollment_fee: 25, administrative_fee: 0 });
    expect(view.result[1]).toMatchObject({ removable: 1, enrollment_fee: 0, administrative_fee: 4.37 });
    expect(view.result[2]?.riders).toEqual([
      { name: 'Child Term Rider', description: 'Life cover for each child, one premium.' },
      { name: 'Waiver of Premium', description: 'No premiums while disabled.' },
    ]);
    expect(view).toMatchObject({
      recurring_month_cost: 680,
      initial_month_cost: 705,
      total_cost: 705,
      administrative_fees: 4.37,
      enrollment_fees: 25,
      special_message: partnerNotice,
      has_l713: false,
      l713_net_price: 0,
      union_pricing: { union_dues: 25, association_fees: { IO: 50 }, health_and_welfare: 286 },
      quote_name: null,
      quote_contact: null,
      quote_declined_at: null,
      has_already_signed: false,
      signature_required: true,
    });
    expect(await shopper.amount()).toBe(680);
    const info = async () =>
      (await shopper.browser.call(getCartPlanInfo, { enrollment_id: shopper.enrollmentId })).data;
    expect(await info()).toEqual({ is_IHA: false, has_spouse: false });
    await shopper.add('care-line');
    expect(await info()).toEqual({ is_IHA: true, has_spouse: false });
  });

  it('nets L713 plans of their fees, and needs no signature for IHA plans alone', async () => {
    const family = await cartShopper(store, { tier: 'IS' });
    await family.add('ally-membership');
    await family.add('ally-family');
    expect((await family.cart()).data).toMatchObject({ has_l713: true, l713_net_price: 271.84 });
    expect((await family.browser.call(getCartPlanInfo, { enrollment_id: family.enrollmentId })).data?.has_spouse).toBe(
      true,
    );

    const iha = await cartShopper(store);
    await iha.add('care-line');
    expect((await iha.cart()).data).toMatchObject({ signature_required: false, union_pricing: null });
  });

  it('removes removable plans, never the membership a partner plan needs', async () => {
    const shopper = await cartShopper(store);
    await shopper.addPair('ally-solo', 'ally-membership');
    await shopper.add('span-dental');
    const fixed = await shopper.remove('ally-membership', await shopper.ppid('ally-membership'));
    expect(fixed.statusCode).toBe(422);
    expect(fixed.error?.message).toBe('Ally Membership cannot be removed while Ally Core Solo is in your cart.');

    const dental = await shopper.ppid('span-dental');
    expect((await shopper.remove('span-dental', dental)).data).toEqual({ cart_count: 2, cart_amount: 170 });
    expect((await shopper.remove('span-dental', dental)).statusCode).toBe(404);
    expect((await shopper.remove('ally-solo', dental)).statusCode).toBe(404);
    expect((await shopper.remove('ally-solo', await shopper.ppid('ally-solo'))).data).toEqual({
      cart_count: 1,
      cart_amount: 20,
    });
    expect((await shopper.cart()).data?.result[0]).toMatchObject({ plan_name: 'Ally Membership', removable: 1 });
    expect(await shopper.amount()).toBe(20);
  });
});
