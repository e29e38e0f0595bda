import type { DefaultInfo } from '@openenroll/contract/site';
import type { FormField } from '@openenroll/contract/wizard/fields';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { clientState } from '../../../shared/client-state.ts';
import { type Answer, type ApiRequest, fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { sessionIdentity } from '../../../shared/testing/session-identity.ts';

// A step's form is long: on a busy machine typing it and saving outlasts Testing Library's 1 s default.
configure({ asyncUtilTimeout: 4000 });

/** Long forms typed key by key: a test of a whole step gets more than Vitest's default 5 s. */
export const STEP_TEST = { timeout: 30_000 };

export const TEMP_ID = 'dA7kX2mQ9pLw4Rz8Vn3Ty6';

type Handler = (request: ApiRequest) => Answer | Promise<Answer>;

/** A dental cart for one person: Personal, Contact, Billing, Agreement & Signature, Review & Confirmation. */
export const dentalTabs: { tab_name: WizardTab; required: boolean; order: number }[] = [
  { tab_name: 'primary_info', required: true, order: 0 },
  { tab_name: 'contact_info', required: true, order: 1 },
  { tab_name: 'employer_info', required: false, order: 2 },
  { tab_name: 'beneficiary_info', required: false, order: 3 },
  { tab_name: 'primary_health_info', required: false, order: 4 },
  { tab_name: 'dependent_info', required: false, order: 5 },
  { tab_name: 'billing_info', required: true, order: 6 },
  { tab_name: 'agreement_info', required: true, order: 7 },
  { tab_name: 'review_info', required: true, order: 8 },
];

export const withEmployer = dentalTabs.map((tab) =>
  tab.tab_name === 'employer_info' ? { ...tab, required: true } : tab,
);

/** get-dynamic-tabs' answer: these steps, these completed, these notices. */
export const tabsAnswer =
  (completed: WizardTab[] = [], result = dentalTabs, notices: string[] = []) =>
  () => ({ data: { result, completed, notices } });

/** A field the server offers: asked, and what it holds. */
export const field = (
  field_name: string,
  value: FormField['value'] = null,
  more: Partial<FormField> = {},
): FormField => ({
  field_name,
  required: true,
  read_only: false,
  value,
  ...more,
});

const cart = {
  result: [],
  tier: 'IO',
  effective_date: '08/01/2030',
  initial_month_cost: 0,
  recurring_month_cost: 0,
  total_cost: 0,
  administrative_fees: 0,
  enrollment_fees: 0,
  special_message: null,
  has_l713: false,
  l713_net_price: 0,
  union_pricing: null,
  quote_name: null,
  quote_contact: null,
  quote_declined_at: null,
  has_already_signed: false,
  signature_required: false,
  priced_age: null,
  listing_age: null,
};

export const defaultInfo = (eprocess: 'rep' | 'group' | 'applicant' | null = null): DefaultInfo => ({
  site_name: 'Sunrise Benefits',
  display_name: 'Sunrise Benefits',
  display_phone: '8005550100',
  display_email: 'help@example.com',
  display_about: '',
  display_logo: null,
  display_tagline: null,
  portal_id: null,
  agent_id: null,
  group_id: null,
  main_host: true,
  identity: sessionIdentity({ eprocess, store_access: true }),
});

/**
 * The server as the wizard's steps call it, each call answered by its handler (a test's own first). Calls nobody
 * answers are refused as the real server refuses an unknown path.
 */
export function wizardServer(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'get-dynamic-tabs': () => ({ data: { result: dentalTabs, completed: [], notices: [] } }),
    'get-plan-cart': () => ({ data: cart }),
    'get-default-info': () => ({ data: defaultInfo() }),
    'keep-session-alive': () => ({ data: { idle_seconds: 7200 } }),
    'save-step-draft': ({ body }) => ({
      data: { revision: (body as { revision: number }).revision, saved_at: '2030-07-01T10:00:00Z' },
    }),
    'save-screenshot': () => ({ data: null }),
  };
  return fakeApi((request) => {
    const name = request.path.replace('/api/v1/', '').split('?')[0] ?? '';
    const handler = handlers[name] ?? defaults[name];
    return handler ? handler(request) : { status: 404, error: { message: 'Not Found' } };
  });
}

/** The requests made to one call, by name. */
export const callsTo = (requests: ApiRequest[], name: string) =>
  requests.filter((request) => request.path.replace('/api/v1/', '').split('?')[0] === name);

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname}</output>;
}

/** Renders a step for the stored enrollment, with the address shown so a test sees where Next or Back lead. */
export function renderStep(step: ReactElement, route: string) {
  clientState.set('tempId', TEMP_ID);
  return renderWithProviders(
    <>
      {step}
      <WhereAmI />
    </>,
    { route },
  );
}
