import type { Call, CallInput } from '@openenroll/contract/call';
import { storeTempDependentInfo } from '@openenroll/contract/filter';
import { getFormFieldsContactInfo, saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import { getFormFieldsEmployerInfo, saveEmployerInfo } from '@openenroll/contract/wizard/employer-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { getFormFieldsPersonalInfo, savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { getDynamicTabs } from '@openenroll/contract/wizard/tabs';
import { cartShopper } from './cart-shopper.ts';
import type { QuoteForm } from './shopper.ts';
import type { TestStore } from './test-app.ts';
import { dataOf, type visitor } from './visitor.ts';

const steps = {
  'personal-info': { fields: getFormFieldsPersonalInfo, save: savePersonalInfo },
  'contact-info': { fields: getFormFieldsContactInfo, save: saveContactInfo },
  'employer-info': { fields: getFormFieldsEmployerInfo, save: saveEmployerInfo },
} as const;
type Step = keyof typeof steps;
type SaveInput<S extends Step> = Omit<CallInput<(typeof steps)[S]['save']>, 'enrollment_id'>;

/**
 * A Gamma shopper whose cart holds `plans` (a pair is a partner plan with its membership plan) and is checked out:
 * the wizard is theirs to fill in. `dependents` are the spouse's birth date and children the quote form named.
 */
export async function wizardShopper(
  store: TestStore,
  plans: (string | [string, string])[],
  form: QuoteForm & { dependents?: { dep_dob?: string; no_of_children?: number } } = {},
  browser?: ReturnType<typeof visitor>,
) {
  const { dependents, ...quote } = form;
  const shopper = await cartShopper(store, quote, browser);
  const enrollment_id = shopper.enrollmentId;
  if (dependents) dataOf(await shopper.browser.call(storeTempDependentInfo, { enrollment_id, ...dependents }));
  for (const code of plans) {
    if (typeof code === 'string') dataOf(await shopper.add(code));
    else dataOf(await shopper.addPair(...code));
  }
  const [date = ''] = (await shopper.dates()) ?? [];
  dataOf(await shopper.checkout(date));
  const call = <C extends Call>(contract: C, input: Omit<CallInput<C>, 'enrollment_id'>) =>
    shopper.browser.call(contract, { enrollment_id, ...input } as CallInput<C>);
  return {
    ...shopper,
    effectiveDate: date,
    /** Any wizard call, for this enrollment. */
    call,
    tabs: () => call(getDynamicTabs, {}),
    fields: (step: Step) => call(steps[step].fields, {}),
    save: <S extends Step>(step: S, values: SaveInput<S>) => call(steps[step].save, values),
  };
}

/** A field's value as get-form-fields-* answered it. */
export const valueOf = (answer: { data?: { result: FormField[] } }, name: string) =>
  answer.data?.result.find((field) => field.field_name === name)?.value;

export const validPersonal = { first_name: 'Ana', last_name: 'Núñez', marital_status: '1', ssn: '123-45-6789' };

export const validContact = {
  address1: '100 Main St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone_number: '(214) 555-0187',
  email_address: 'ana.nunez@example.com',
};
