import { MS_PER_YEAR } from '@openenroll/contract/age';
import {
  addPlanToCart,
  addPlanToCartPrudentials,
  cartCheckout,
  getCartAmount,
  getCartEffectiveDates,
  getPlanCart,
  removePlanFromCart,
} from '@openenroll/contract/cart';
import { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { formatUsDate } from '@openenroll/contract/us-date';
import { planIdsByCode, type QuoteForm, quotedVisitor } from './shopper.ts';
import type { TestStore } from './test-app.ts';
import type { visitor } from './visitor.ts';

/** A date of birth that makes someone `age` ten days before `day` (ISO), so a month earlier they are a year younger. */
export const dobTurning = (age: number, day: string) =>
  formatUsDate(new Date(Date.parse(`${day}T00:00:00Z`) - age * MS_PER_YEAR - 10 * 86_400_000));

/** A quoted Gamma shopper with the cart calls as the cart page makes them. */
export async function cartShopper(store: TestStore, form: QuoteForm = {}, visiting?: ReturnType<typeof visitor>) {
  const id = await planIdsByCode(store.db);
  const quoted = await quotedVisitor(store.app, form, visiting);
  const { browser, enrollmentId } = quoted;
  const enrollment_id = enrollmentId;
  const ppid = async (code: string) => {
    const detail = await browser.call(getPlanPricingDetail, { pid: id(code), enrollment_id });
    const price = detail.data?.plans[0]?.ppid;
    if (price === undefined || price === null)
      throw new Error(`${code} has no price for this shopper: ${JSON.stringify(detail.error)}`);
    return price;
  };
  const add = async (code: string) =>
    browser.call(addPlanToCart, { enrollment_id, plan_id: id(code), plan_pricing_id: await ppid(code) });
  const addPair = async (partner: string, membership: string) =>
    browser.call(addPlanToCartPrudentials, {
      enrollment_id,
      plan_id: id(partner),
      plan_pricing_id: await ppid(partner),
      plan_id1: id(membership),
      plan_pricing_id1: await ppid(membership),
    });
  const cart = (effective_date?: string) => browser.call(getPlanCart, { enrollment_id, effective_date });
  const dates = async () => (await browser.call(getCartEffectiveDates, { enrollment_id })).data?.result;
  const amount = async (effective_date?: string) =>
    (await browser.call(getCartAmount, { enrollment_id, effective_date })).data?.result;
  const remove = (code: string, planPricingId: number) =>
    browser.call(removePlanFromCart, { enrollment_id, plan_id: id(code), plan_pricing_id: planPricingId });
  const checkout = (effective_date: string, type: 'rep' | 'applicant' = 'applicant') =>
    browser.call(cartCheckout, { enrollment_id, effective_date, type });
  return { ...quoted, id, ppid, add, addPair, cart, dates, amount, remove, checkout };
}
