import { cartShopper } from './cart-shopper.ts';
import type { QuoteForm } from './shopper.ts';
import type { createTestApp } from './test-app.ts';
import type { visitor } from './visitor.ts';

type Store = Awaited<ReturnType<typeof createTestApp>>;

/** A Gamma shopper whose cart holds `plans` and is checked out: the wizard is theirs to fill in. */
export async function wizardShopper(
  store: Store,
  plans: string[],
  form: QuoteForm = {},
  browser?: ReturnType<typeof visitor>,
) {
  const shopper = await cartShopper(store, form, browser);
  for (const code of plans) {
    const added = await shopper.add(code);
    if (added.statusCode !== 200) throw new Error(`${code} refused: ${JSON.stringify(added.body)}`);
  }
  const [date] = await shopper.dates();
  const done = await shopper.checkout(date ?? '');
  if (done.statusCode !== 200) throw new Error(`checkout refused: ${JSON.stringify(done.body)}`);
  const { browser: b, enrollmentId, q } = shopper;
  return {
    ...shopper,
    effectiveDate: date ?? '',
    tabs: () => b.get(`get-dynamic-tabs?${q}`),
    fields: (step: 'personal-info' | 'contact-info' | 'employer-info') => b.get(`get-form-fields-${step}?${q}`),
    save: (step: 'personal-info' | 'contact-info' | 'employer-info', values: object) =>
      b.post(`save-${step}`, { enrollment_id: enrollmentId, ...values }),
  };
}

/** A field's value as get-form-fields-* answered it. */
export const valueOf = (body: { data: { result: { field_name: string; value: unknown }[] } }, name: string) =>
  body.data.result.find((field) => field.field_name === name)?.value;

export const validPersonal = {
  first_name: 'Ana',
  last_name: 'Núñez',
  marital_status: '1',
  ssn: '123-45-6789',
};

export const validContact = {
  address1: '100 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone_number: '(214) 555-0187',
  email_address: 'ana.nunez@example.com',
};
