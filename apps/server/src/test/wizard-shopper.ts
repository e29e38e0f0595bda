import type { Call, CallInput } from '@openenroll/contract/call';
import { storeTempDependentInfo } from '@openenroll/contract/filter';
import { getAgreementTexts, saveAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { saveBillingInfo } from '@openenroll/contract/wizard/billing-info';
import { getFormFieldsContactInfo, saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import { getFormFieldsEmployerInfo, saveEmployerInfo } from '@openenroll/contract/wizard/employer-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { getFormFieldsPersonalInfo, savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import { getDynamicTabs } from '@openenroll/contract/wizard/tabs';
import { cartShopper } from './cart-shopper.ts';
import type { QuoteForm } from './shopper.ts';
import { signaturePng } from './signature-png.ts';
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
export const fieldValue = (answer: { data?: { result: FormField[] } }, name: string) =>
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

/** A bank account of the bundled directory (JPMorgan Chase, Dallas). */
export const validBank = {
  account_name: 'Ana Nunez',
  bank_name: 'My bank',
  routing_number: '111000614',
  account_number: '000123456789',
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: 15,
};

/** The test processor's approved Visa, expiring in five years. */
export const validCard = {
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Núñez',
  card_number: '4242 4242 4242 4242',
  security_code: '321',
  expiration_month: '08',
  expiration_year: new Date().getUTCFullYear() + 5,
  is_physical_address: 'yes',
  bill_date: 28,
};

/** A wizard shopper whose Personal and Contact steps are saved: Billing is next. */
export async function filledShopper(
  store: TestStore,
  plans: string[],
  form: QuoteForm = {},
  browser?: ReturnType<typeof visitor>,
) {
  const shopper = await wizardShopper(store, plans, form, browser);
  dataOf(await shopper.save('personal-info', validPersonal));
  dataOf(await shopper.save('contact-info', validContact));
  /** Ticks every agreement get-agreement-texts lists, as 'Ana Núñez', with a signature unless told otherwise. */
  const agree = async (extra: Partial<CallInput<typeof saveAgreementInfo>> = {}) => {
    const texts = dataOf(await shopper.call(getAgreementTexts, {})).result;
    return shopper.call(saveAgreementInfo, {
      agreements: texts.map((text) => ({ question_id: text.question_id, question: text.text_head, answer: 1 })),
      user_name: 'Ana Núñez',
      signature: signaturePng(),
      ...extra,
    });
  };
  return {
    ...shopper,
    agree,
    payByBank: () => shopper.call(saveBillingInfo, { payment_method: 'eft', ...validBank }),
    complete: (input: Omit<CallInput<typeof saveReviewInfo>, 'enrollment_id'> = {}) =>
      shopper.call(saveReviewInfo, input),
  };
}

/** A shopper with every step saved (a bank account, every agreement ticked and signed): Complete Enrollment is next. */
export async function completedShopper(
  store: TestStore,
  plans: string[],
  form: QuoteForm = {},
  browser?: ReturnType<typeof visitor>,
) {
  const shopper = await filledShopper(store, plans, form, browser);
  dataOf(await shopper.payByBank());
  dataOf(await shopper.agree());
  return shopper;
}
