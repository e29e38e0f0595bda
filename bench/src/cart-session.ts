import { API_PREFIX } from '@openenroll/contract/call';
import type { CategoryPlans } from '@openenroll/contract/plans';

type Envelope<T> = { status: string; data: T; message?: string };

/**
 * A shopper as the browser makes one: a quote (which starts the session) and the plans on its listing that need no
 * questions and no other plan in the cart: `add(n)` puts the first n in the cart; `headers()` carry the session.
 */
export async function quotedShopper(origin: string, baseHeaders: Record<string, string>) {
  let cookie = '';
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${origin}${API_PREFIX}/${path}`, {
      method,
      headers: {
        ...baseHeaders,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status !== 'success') throw new Error(`${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  };

  const { temp_enrollment_id: enrollmentId } = await call<{ temp_enrollment_id: string }>(
    'POST',
    'add-filter-for-new-user',
    { zip: '75201', gender: 1, tier: 'IS', dob: '04/12/1985' },
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
  const add = async (count: number) => {
    if (plain.length < count)
      throw new Error(`the catalog has fewer than ${count} plans a quoted shopper can add directly`);
    for (const card of plain.slice(0, count)) {
      await call('POST', 'add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: card.pid,
        plan_pricing_id: card.ppid,
      });
    }
  };
  return { enrollmentId, add, headers: () => ({ ...baseHeaders, cookie }) };
}

/** A shopper with three plans in the cart; answers the cart read's path and the headers that carry the session. */
export async function prepareCart(origin: string, baseHeaders: Record<string, string>) {
  const shopper = await quotedShopper(origin, baseHeaders);
  await shopper.add(3);
  return { path: `${API_PREFIX}/get-plan-cart?enrollment_id=${shopper.enrollmentId}`, headers: shopper.headers() };
}
