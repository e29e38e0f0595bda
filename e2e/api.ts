/// <reference lib="dom" />
// The function handed to page.evaluate runs in the browser.
import { API_PREFIX, type Call, type CallData, type CallInput, fillPath } from '@openenroll/contract/call';
import { addPlanToCart, cartCheckout, getCartEffectiveDates } from '@openenroll/contract/cart';
import { addFilterForNewUser, storeTempDependentInfo } from '@openenroll/contract/filter';
import { encodeKeptState, KEPT_STATE_COOKIE } from '@openenroll/contract/kept-state';
import { getFilteredPlans } from '@openenroll/contract/plans';
import { saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import { savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import type { Page } from '@playwright/test';
import { siteA } from './fixtures.ts';

type Site = (path?: string) => string;

/**
 * A contract call made with the page's own session (the browser context's cookies), typed by the contract. A refusal
 * throws with the server's envelope, failing the journey where it happened.
 */
export function apiOf(page: Page, site: Site = siteA) {
  return async <C extends Call>(contract: C, input: CallInput<C>): Promise<CallData<C>> => {
    const { path, rest } = fillPath(contract, input);
    const url = site(`${API_PREFIX}/${path}`);
    const response =
      contract.method === 'GET'
        ? await page.request.get(url, { params: queryOf(rest) })
        : await page.request.fetch(url, { method: contract.method, data: rest });
    const body = await response.json().catch(() => null);
    if (!response.ok()) throw new Error(`${contract.path} answered ${response.status()}: ${JSON.stringify(body)}`);
    return contract.data.parse(body?.data) as CallData<C>;
  };
}

function queryOf(input: Record<string, unknown>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return query;
}

type Plan = { category: string; name: string };
type Quote = Partial<CallInput<typeof addFilterForNewUser>> & {
  dependents?: { dep_dob?: string; no_of_children?: number };
};

/**
 * Straight to the wizard for journeys about its later steps: what the quote form, the plan listings and checkout
 * send (their own journeys walk those pages), made through the API with this browser's session, and what the store
 * keeps in the browser for an enrollment being completed. Dallas, a woman born 04/12/1985, member only, unless
 * told otherwise. Opens nothing: the caller goes to the step it is about.
 */
export async function checkoutByApi(page: Page, plans: Plan[], { dependents, ...quote }: Quote = {}, site = siteA) {
  const call = apiOf(page, site);
  const filter = { zip: '75201', gender: 1 as const, tier: 'IO' as const, dob: '04/12/1985', ...quote };
  const { temp_enrollment_id: enrollment_id } = await call(addFilterForNewUser, filter);
  if (dependents) await call(storeTempDependentInfo, { enrollment_id, ...dependents });
  for (const plan of plans) {
    const listed = await call(getFilteredPlans, { enrollment_id, categories: plan.category });
    const card = listed.flatMap((category) => category.plans).find((candidate) => candidate.plan_name === plan.name);
    if (!card?.ppid) throw new Error(`${plan.name} is not offered at a price for this quote`);
    await call(addPlanToCart, { enrollment_id, plan_id: card.pid, plan_pricing_id: card.ppid });
  }
  const [date] = (await call(getCartEffectiveDates, { enrollment_id })).result;
  if (!date) throw new Error('the cart offers no effective date');
  const checkedOut = await call(cartCheckout, { enrollment_id, effective_date: date, type: 'applicant' });
  // Any page of the store's own address will do: what the browser keeps belongs to the address.
  await page.goto(site('/healthz'));
  const stored = await page.evaluate(
    (kept) => {
      for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, JSON.stringify(value));
      return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']));
    },
    {
      tempId: enrollment_id,
      selectedTier: filter.tier,
      isFilterDataSubmitted: true,
      effectiveDate: checkedOut.effective_date,
      enrollment: 'new_enrollment',
      enrollBy: 'applicant',
    },
  );
  // As the store's code does: what the browser keeps is mirrored into the cookie the server draws its pages by.
  await page.context().addCookies([{ name: KEPT_STATE_COOKIE, value: encodeKeptState(stored) ?? '', url: site('/') }]);
  return { enrollment_id, call };
}

/** Personal Information as completePersonal types it: Ana Reyes, single (height and weight when `body`). */
export async function savePersonalByApi(page: Page, enrollment_id: string, { body = false } = {}, site = siteA) {
  await apiOf(page, site)(savePersonalInfo, {
    enrollment_id,
    first_name: 'Ana',
    last_name: 'Reyes',
    marital_status: '0',
    ssn: '123-45-6789',
    ...(body ? { height_feet: 5, height_inch: 6, weight: 150 } : {}),
  });
}

/** Contact Information as fillContact types it: 1200 Main St, Dallas. */
export async function saveContactByApi(page: Page, enrollment_id: string, site = siteA) {
  await apiOf(page, site)(saveContactInfo, {
    enrollment_id,
    address1: '1200 Main St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    phone_number: '2145550100',
    email_address: 'ana.reyes@example.com',
  });
}
