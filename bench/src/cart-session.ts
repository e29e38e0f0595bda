import { API_PREFIX } from '@openenroll/contract/call';
import type { Tier } from '@openenroll/contract/codes';
import type { CategoryPlans } from '@openenroll/contract/plans';

type Envelope<T> = { status: string; data: T; message?: string };

/**
 * A shopper as the browser makes one: a quote (which starts the session) and the plans on its listing that need no
 * questions and no other plan in the cart: `add(n)` puts the first n in the cart; `headers()` carry the session.
 */
export async function quotedShopper(origin: string, tier: Tier = 'IS') {
  const jar = new Map<string, string>();
  let cookie = '';
  const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${origin}${API_PREFIX}/${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    cookie = [...jar.values()].join('; ');
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status !== 'success') {
      throw new Error(`${path}: ${response.status} ${envelope.message ?? ''} ${JSON.stringify(envelope.data)}`);
    }
    return envelope.data;
  };

  const { temp_enrollment_id: enrollmentId } = await call<{ temp_enrollment_id: string }>(
    'POST',
    'add-filter-for-new-user',
    { zip: '75201', gender: 1, tier, dob: '04/12/1985' },
  );
  const listing = await call<CategoryPlans[]>('GET', `get-filtered-plans?enrollment_id=${enrollmentId}`);
  const plain = listing
    .flatMap((category) => category.plans)
    .filter(
      (card) =>
        card.ppid !== null &&
        !card.hide_add_to_cart &&
        !card.requires_membership &&
        !card.requires_group_code &&
        !card.has_eligibility_questions &&
        !card.has_underwriting_questions,
    );
  /** Puts the first `count` plans in the cart, of one category when given. */
  const add = async (count: number, category?: string) => {
    const chosen = plain.filter((card) => category === undefined || card.plan_category === category).slice(0, count);
    if (chosen.length < count)
      throw new Error(`the catalog has fewer than ${count} plans a quoted shopper can add directly`);
    for (const card of chosen) {
      await call('POST', 'add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: card.pid,
        plan_pricing_id: card.ppid,
      });
    }
  };
  return { enrollmentId, call, add, plans: plain, headers: () => ({ cookie }) };
}

/** What a checked-out cart holds: one plan of `category`, quoted for `tier`. */
export type Cart = { category: string; tier: Tier };

/**
 * A shopper past checkout, as the browser arrives on the wizard's first step. By default with a dental plan, member
 * only: it asks Personal only for the name, marital status and SSN, as the enrollment journey's does.
 */
export async function checkedOutShopper(origin: string, cart: Cart = { category: 'dental', tier: 'IO' }) {
  const shopper = await quotedShopper(origin, cart.tier);
  await shopper.add(1, cart.category);
  const ids = { enrollment_id: shopper.enrollmentId };
  const { result: dates } = await shopper.call<{ result: string[] }>(
    'GET',
    `get-cart-effective-dates?enrollment_id=${shopper.enrollmentId}`,
  );
  const [effectiveDate = ''] = dates;
  await shopper.call('POST', 'cart-checkout', { ...ids, effective_date: effectiveDate, type: 'applicant' });
  return { ...shopper, effectiveDate };
}
