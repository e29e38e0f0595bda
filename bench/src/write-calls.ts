import { API_PREFIX } from '@openenroll/contract/call';
import { testCards } from '@openenroll/contract/wizard/billing-info';
import { signaturePng } from '../../apps/server/src/test/signature-png.ts';
import { type Cart, checkedOutShopper, quotedShopper } from './cart-session.ts';
import { type LoadClient, type LoadTarget, SEQUENCE } from './load.ts';

/** The concurrent visitors every session call is measured with: each its own session and enrollment. */
export const SHOPPERS = 50;

export type SessionCall = {
  call: string;
  /** The name of each request a visitor sends in turn, when more than one (each is reported apart). */
  steps?: string[];
  /** A read behind the session, judged against the anonymous catalog read; writes against the bare insert. */
  kind: 'read' | 'write';
  prepare(origin: string): Promise<LoadTarget>;
};

const json = { 'content-type': 'application/json' };
const post = (path: string, body: object) => ({
  method: 'POST' as const,
  path: `${API_PREFIX}/${path}`,
  body: JSON.stringify(body),
});

/**
 * Shoppers made this many at a time: quicker than one by one, and under the 8 code attempts the store counts against
 * one client (127.0.0.1) until a right enroller code gives its attempt back.
 */
const MADE_AT_ONCE = 4;

async function shoppers(make: (index: number) => Promise<LoadClient>): Promise<LoadTarget> {
  const clients: LoadClient[] = [];
  let next = 0;
  const maker = async () => {
    for (let index = next++; index < SHOPPERS; index = next++) clients[index] = await make(index);
  };
  await Promise.all(Array.from({ length: MADE_AT_ONCE }, maker));
  return { clients };
}

/** A shopper on the wizard's first step with `cart` checked out, who may save its steps. */
async function shopperInWizard(origin: string, cart?: Cart) {
  const shopper = await checkedOutShopper(origin, cart);
  const ids = { enrollment_id: shopper.enrollmentId };
  const save = (path: string, body: object) => shopper.call('POST', path, { ...ids, ...body });
  await shopper.call('POST', 'get-dynamic-tabs', ids);
  // The bench's store is Harbor (127.0.0.1), which asks every application for a representative's enroller code.
  await save('save-enroller-code', { enrollerCode: 'PR4409' });
  return { shopper, ids, save };
}
type InWizard = Awaited<ReturnType<typeof shopperInWizard>>;

/**
 * One step's save, which each shopper sends again and again with the same body: what `body` answers, once it has
 * saved the steps this save reads.
 */
function stepSave(
  path: string,
  about: string,
  body: (wizard: InWizard, index: number) => Promise<object>,
  cart?: Cart,
): SessionCall {
  return {
    call: `${path} (${about})`,
    kind: 'write',
    prepare: (origin) =>
      shoppers(async (index) => {
        const wizard = await shopperInWizard(origin, cart);
        const sent = { ...wizard.ids, ...(await body(wizard, index)) };
        return { headers: { ...wizard.shopper.headers(), ...json }, steps: [post(path, sent)] };
      }),
  };
}

const personal = (index: number) => ({
  first_name: 'Rosa',
  last_name: `Marquez${String.fromCharCode(97 + (index % 26))}`,
  marital_status: '1',
  ssn: `123-45-${String(6000 + index).padStart(4, '0')}`,
});

const contact = (index: number) => ({
  address1: `${2100 + index} Ross Ave`,
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone_number: '2145550142',
  email_address: `rosa.marquez${index}@example.com`,
});

/** Billing by the test processor's card, as the enrollment journey pays. */
export const testCardBilling = {
  payment_method: 'cc',
  first_name_on_cc: 'Rosa',
  last_name_on_cc: 'Marquez',
  card_number: testCards.visa,
  security_code: '123',
  expiration_month: '08',
  expiration_year: new Date().getUTCFullYear() + 3,
  is_physical_address: 'yes',
};
/** The employer a disability plan asks about (its category adds the work week, pay, start, industry and headcount). */
const employer = {
  name: 'Acme Hauling',
  phone: '2145550123',
  address1: '9 Dock Rd',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  occupation: 'Driver',
  employment_status: 'A',
  average_work_week: '40',
  compensation_type: 'G20',
  employment_start_date: '01/15/2020',
  emp_industry: 'Transportation',
  emp_num_employed: '25',
};

const beneficiary = (index: number) => ({
  beneficiary_id: 'b-1',
  first_name: 'Luis',
  last_name: 'Marquez',
  birthdate: '03/14/1990',
  ssn: `987-65-${String(4000 + index).padStart(4, '0')}`,
  relationship: 'Sibling',
  beneficiary_percentage: '100',
  is_contigent: false,
});

const spouse = (index: number) => ({
  dependent_id: 'd-1',
  relationship: 'spouse',
  first_name: 'Sam',
  last_name: 'Marquez',
  birthdate: '05/05/1988',
  gender: '1',
  ssn: `321-54-${String(3000 + index).padStart(4, '0')}`,
});
const signature = signaturePng();

/** The cart that brings Employer, Beneficiary and Health Questions: a disability plan, member only. */
const disability: Cart = { category: 'di', tier: 'IO' };
/** The cart that brings Dependents: a dental plan for the member and a spouse. */
const dentalCouple: Cart = { category: 'dental', tier: 'IS' };

/** The card's address is Contact's, so Contact is saved first. */
async function billing(wizard: InWizard, index: number) {
  await wizard.save('save-contact-info', contact(index));
  return testCardBilling;
}

/** Each question the cart's plans ask, answered No. */
async function healthAnswersNo({ shopper }: InWizard) {
  type Question = { question_id: number };
  const { result } = await shopper.call<{
    result: { codition_questions: Question[]; medication_question: Question | null };
  }>('GET', `get-health-questions-primary-health-info?enrollment_id=${shopper.enrollmentId}`);
  return {
    condition_questions: result.codition_questions.map(({ question_id }) => ({
      question_id,
      yes_no_flag: 0,
      conditions: [],
    })),
    medication_question: result.medication_question && {
      question_id: result.medication_question.question_id,
      yes_no_flag: 0,
      medications: [],
    },
  };
}

/** The calls a shopper's and an applicant's clicks write, and the cart read they come back to. */
export const sessionCalls: SessionCall[] = [
  {
    call: 'add-filter-for-new-user (a new visitor, session and quote)',
    kind: 'write',
    prepare: async () => ({
      clients: [
        {
          headers: json,
          steps: [post('add-filter-for-new-user', { zip: '75201', gender: 1, tier: 'IS', dob: '04/12/1985' })],
        },
      ],
    }),
  },
  {
    call: 'add-plan-to-cart ⇄ remove-plan-from-cart',
    steps: ['add-plan-to-cart', 'remove-plan-from-cart'],
    kind: 'write',
    prepare: (origin) =>
      shoppers(async () => {
        const shopper = await quotedShopper(origin);
        const [card] = shopper.plans;
        if (!card) throw new Error('the catalog has no plan a quoted shopper can add directly');
        const line = { enrollment_id: shopper.enrollmentId, plan_id: card.pid, plan_pricing_id: card.ppid };
        return {
          headers: { ...shopper.headers(), ...json },
          steps: [post('add-plan-to-cart', line), post('remove-plan-from-cart', line)],
        };
      }),
  },
  {
    call: 'get-plan-cart (3 plans, each shopper their own)',
    kind: 'read',
    prepare: (origin) =>
      shoppers(async () => {
        const shopper = await quotedShopper(origin);
        await shopper.add(3);
        return {
          headers: shopper.headers(),
          steps: [{ method: 'GET', path: `${API_PREFIX}/get-plan-cart?enrollment_id=${shopper.enrollmentId}` }],
        };
      }),
  },
  {
    call: 'save-step-draft (typing pauses on a step, each draft newer)',
    kind: 'write',
    prepare: (origin) =>
      shoppers(async (index) => {
        const { shopper, ids } = await shopperInWizard(origin);
        const draft = { ...ids, tab_name: 'contact_info', revision: SEQUENCE, data: contact(index) };
        return {
          headers: { ...shopper.headers(), ...json },
          steps: [{ ...post('save-step-draft', draft), numbered: true }],
        };
      }),
  },
  stepSave('save-personal-info', 'a dental plan', async (_, index) => personal(index)),
  stepSave('save-contact-info', 'a dental plan', async (_, index) => contact(index)),
  stepSave('save-employer-info', 'a disability plan', async () => employer, disability),
  stepSave(
    'save-beneficiary-info',
    'a disability plan, one beneficiary',
    async (_, index) => ({ beneficiaries: [beneficiary(index)] }),
    disability,
  ),
  stepSave('save-primary-health-info', 'a disability plan, every question No', healthAnswersNo, disability),
  stepSave(
    'save-dependent-info',
    'a dental plan for two, the spouse',
    async (_, index) => ({ dependents: [{ primary_info: spouse(index) }] }),
    dentalCouple,
  ),
  stepSave('save-billing-info', "the test processor's card", billing),
  stepSave('save-agreement-info', 'a drawn signature', async (wizard, index) => {
    await wizard.save('save-personal-info', personal(index));
    await wizard.save('save-billing-info', await billing(wizard, index));
    const texts = await wizard.shopper.call<{ result: { question_id: number }[] }>(
      'GET',
      `get-agreement-texts?enrollment_id=${wizard.shopper.enrollmentId}`,
    );
    return {
      agreements: texts.result.map((text) => ({ question_id: text.question_id, answer: 1 })),
      // The name typed under the signature is the applicant's own, as saved on Personal.
      user_name: `${personal(index).first_name} ${personal(index).last_name}`,
      signature,
    };
  }),
];
