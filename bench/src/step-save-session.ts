import { API_PREFIX } from '@openenroll/contract/call';
import { quotedShopper } from './cart-session.ts';

/** The concurrent shoppers a step save is measured with: each its own session and enrollment. */
export const STEP_SAVE_SHOPPERS = 50;

/** A shopper past checkout, on the wizard's first step, as the browser arrives there. */
async function shopperOnPersonal(origin: string, index: number) {
  const shopper = await quotedShopper(origin, 'IO');
  // A dental plan asks Personal only for the name, marital status and SSN, as the enrollment journey's does.
  await shopper.add(1, 'dental');
  const ids = { enrollment_id: shopper.enrollmentId };
  const { result: dates } = await shopper.call<{ result: string[] }>(
    'GET',
    `get-cart-effective-dates?enrollment_id=${shopper.enrollmentId}`,
  );
  await shopper.call('POST', 'cart-checkout', { ...ids, effective_date: dates[0], type: 'applicant' });
  await shopper.call('POST', 'get-dynamic-tabs', ids);
  // Harbor asks every application for an enroller code: a representative's, as the README says.
  await shopper.call('POST', 'save-enroller-code', { ...ids, enrollerCode: 'PR4409' });
  const body = {
    ...ids,
    first_name: 'Rosa',
    last_name: `Marquez${String.fromCharCode(97 + (index % 26))}`,
    marital_status: '1',
    ssn: `123-45-${String(6000 + index).padStart(4, '0')}`,
  };
  await shopper.call('POST', 'save-personal-info', body);
  return { headers: { ...shopper.headers(), 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Fifty shoppers each saving their Personal step again and again: the wizard's write under concurrent users. */
export async function prepareStepSave(origin: string) {
  const clients = [];
  for (let index = 0; index < STEP_SAVE_SHOPPERS; index++) {
    clients.push(await shopperOnPersonal(origin, index));
  }
  return { path: `${API_PREFIX}/save-personal-info`, request: { method: 'POST' as const, clients } };
}
