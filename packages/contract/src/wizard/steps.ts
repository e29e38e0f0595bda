/**
 * The wizard's steps (part 2, §2.2), each declared once: the server answers get-dynamic-tabs and validates saves
 * from this list, the web derives its routes, progress bar, Next/Back and review cards from it.
 * - `tab`: the dynamic tab's tab_name.
 * - `savedTab`: the key the spec saves and resumes the step under (save-enrollment's tab, continue-enrollment's
 *   saved_tab, get-enrollment-temp-info's column); spelled as the spec spells it.
 * - `slug`: its path, /enrollment/{slug}.
 * - `activation`: 'always', or 'plan' when only the plans in the cart (as the catalog declares) bring the step.
 */
export const wizardSteps = [
  {
    tab: 'primary_info',
    savedTab: 'primary_info',
    slug: 'personal-info',
    title: 'Personal Information',
    activation: 'always',
  },
  {
    tab: 'contact_info',
    savedTab: 'contact_info',
    slug: 'contact-info',
    title: 'Contact Information',
    activation: 'always',
  },
  {
    tab: 'employer_info',
    savedTab: 'employer_info',
    slug: 'employer-info',
    title: 'Employer Information',
    activation: 'plan',
  },
  {
    tab: 'beneficiary_info',
    savedTab: 'benificiary_info',
    slug: 'beneficiary-info',
    title: 'Beneficiary Information',
    activation: 'plan',
  },
  {
    tab: 'primary_health_info',
    savedTab: 'health_info',
    slug: 'health-questions',
    title: 'Health Questions',
    activation: 'plan',
  },
  {
    tab: 'dependent_info',
    savedTab: 'dependent_info',
    slug: 'dependent-information',
    title: 'Dependent Information',
    activation: 'plan',
  },
  {
    tab: 'billing_info',
    savedTab: 'payment_info',
    slug: 'billing-information',
    title: 'Billing Information',
    activation: 'always',
  },
  {
    tab: 'agreement_info',
    savedTab: 'aggrement_info',
    slug: 'agreement-signature',
    title: 'Agreement & Signature',
    activation: 'always',
  },
  {
    tab: 'review_info',
    savedTab: 'review_info',
    slug: 'review-confirm',
    title: 'Review & Confirmation',
    activation: 'always',
  },
] as const;

export type WizardStep = (typeof wizardSteps)[number];
export type WizardTab = WizardStep['tab'];
export type SavedStepTab = WizardStep['savedTab'];

/** The saved tab of a cart sent as a quote or saved before checkout: it resumes on /cart, not in the wizard. */
export const CART_TAB = 'cart_info' as const;
export type SavedTab = SavedStepTab | typeof CART_TAB;

const wizardBase = '/enrollment';
export const wizardPath = (step: Pick<WizardStep, 'slug'>) => `${wizardBase}/${step.slug}`;
/** The web router's one pattern for the steps: within it, each is matched by its slug. */
export const wizardPages = `${wizardBase}/*`;

/** Where a saved tab resumes (part 2, §4's mapping); undefined for a tab the store does not know. */
export function resumePath(savedTab: string): string | undefined {
  if (savedTab === CART_TAB) return '/cart';
  const step = wizardSteps.find((candidate) => candidate.savedTab === savedTab);
  return step && wizardPath(step);
}
