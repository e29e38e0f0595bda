import { MS_PER_YEAR } from '@openenroll/contract/age';
import { formatUsDate } from '@openenroll/contract/us-date';
import { planIdsByCode, type QuoteForm, quotedVisitor } from './shopper.ts';
import type { createTestApp } from './test-app.ts';
import type { visitor } from './visitor.ts';

/** A date of birth that makes someone `age` ten days before `day` (ISO), so a month earlier they are a year younger. */
export const dobTurning = (age: number, day: string) =>
  formatUsDate(new Date(Date.parse(`${day}T00:00:00Z`) - age * MS_PER_YEAR - 10 * 86_400_000));

/** A quoted Gamma shopper with the cart calls as the cart page makes them. */
export async function cartShopper(
  store: Awaited<ReturnType<typeof createTestApp>>,
  form: QuoteForm = {},
  visiting?: ReturnType<typeof visitor>,
) {
  const id = await planIdsByCode(store.db);
  const quoted = await quotedVisitor(store.app, form, visiting);
  const { browser, enrollmentId, q } = quoted;
  const ppid = async (code: string) =>
    (await browser.get(`get-plan-pricing-detail?pid=${id(code)}&${q}`)).body.data.plans[0]?.ppid as number;
  const add = async (code: string) =>
    browser.post('add-plan-to-cart', {
      enrollment_id: enrollmentId,
      plan_id: id(code),
      plan_pricing_id: await ppid(code),
    });
  const addPair = async (partner: string, membership: string) =>
    browser.post('add-plan-to-cart-prudentials', {
      enrollment_id: enrollmentId,
      plan_id: id(partner),
      plan_pricing_id: await ppid(partner),
      plan_id1: id(membership),
      plan_pricing_id1: await ppid(membership),
    });
  const cart = (date?: string) => browser.get(`get-plan-cart?${q}${date ? `&effective_date=${date}` : ''}`);
  const dates = async () => (await browser.get(`get-cart-effective-dates?${q}`)).body.data.result as string[];
  const amount = async (date?: string) =>
    (await browser.get(`get-cart-amount?${q}${date ? `&effective_date=${date}` : ''}`)).body.data.result as number;
  const remove = (code: string, planPricingId: number) =>
    browser.post('remove-plan-from-cart', {
      enrollment_id: enrollmentId,
      plan_id: id(code),
      plan_pricing_id: planPricingId,
    });
  const checkout = (effective_date: string, type: 'rep' | 'applicant' = 'applicant') =>
    browser.post('cart-checkout', { enrollment_id: enrollmentId, effective_date, type });
  return { ...quoted, id, ppid, add, addPair, cart, dates, amount, remove, checkout };
}
