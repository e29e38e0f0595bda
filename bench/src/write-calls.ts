import { API_PREFIX } from '@openenroll/contract/call';
import { testCards } from '@openenroll/contract/wizard/billing-info';
import { signaturePng } from '../../apps/server/src/test/signature-png.ts';
import { checkedOutShopper, quotedShopper } from './cart-session.ts';
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

/** `spreadStart`: the steps may be sent from any of them (see LoadTarget). */
async function shoppers(make: (index: number) => Promise<LoadClient>, spreadStart = false): Promise<LoadTarget> {
  const clients: LoadClient[] = [];
  for (let index = 0; index < SHOPPERS; index++) clients.push(await make(index));
  return { clients, spreadStart };
}

/** A shopper on the wizard's first step, who may save it. */
async function shopperInWizard(origin: string) {
  const shopper = await checkedOutShopper(origin);
  const ids = { enrollment_id: shopper.enrollmentId };
  await shopper.call('POST', 'get-dynamic-tabs', ids);
  // The bench's store is Harbor (127.0.0.1), which asks every application for a representative's enroller code.
  await shopper.call('POST', 'save-enroller-code', { ...ids, enrollerCode: 'PR4409' });
  return { shopper, ids };
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
const signature = signaturePng();

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
  {
    call: 'wizard: each step of a dental plan saved in turn, a draft among them',
    steps: ['save-personal-info', 'save-step-draft', 'save-contact-info', 'save-billing-info', 'save-agreement-info'],
    kind: 'write',
    prepare: (origin) =>
      shoppers(async (index) => {
        const { shopper, ids } = await shopperInWizard(origin);
        await shopper.call('POST', 'save-personal-info', { ...ids, ...personal(index) });
        await shopper.call('POST', 'save-contact-info', { ...ids, ...contact(index) });
        await shopper.call('POST', 'save-billing-info', { ...ids, ...testCardBilling });
        const texts = await shopper.call<{ result: { question_id: number }[] }>(
          'GET',
          `get-agreement-texts?enrollment_id=${shopper.enrollmentId}`,
        );
        const agreement = {
          ...ids,
          agreements: texts.result.map((text) => ({ question_id: text.question_id, answer: 1 })),
          // The name typed under the signature is the applicant's own, as saved on Personal.
          user_name: `${personal(index).first_name} ${personal(index).last_name}`,
          signature,
        };
        // Each draft a newer revision than the last, as a browser's are: an older one is not written.
        const draft = { ...ids, tab_name: 'contact_info', revision: SEQUENCE, data: contact(index) };
        return {
          headers: { ...shopper.headers(), ...json },
          steps: [
            post('save-personal-info', { ...ids, ...personal(index) }),
            { ...post('save-step-draft', draft), numbered: true },
            post('save-contact-info', { ...ids, ...contact(index) }),
            post('save-billing-info', { ...ids, ...testCardBilling }),
            post('save-agreement-info', agreement),
          ],
        };
      }, true),
  },
];
