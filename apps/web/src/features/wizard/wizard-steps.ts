/**
 * The wizard's steps (part 2, §2.2) in the order they are taken. The server's dynamic tabs will decide which of them
 * a given enrollment shows and in what order (values 0 to 10); until the wizard reads them, every step is listed.
 */
export const wizardSteps = [
  { tab: 'primary_info', path: '/enrollment/personal-info', title: 'Personal Information' },
  { tab: 'contact_info', path: '/enrollment/contact-info', title: 'Contact Information' },
  { tab: 'employer_info', path: '/enrollment/employer-info', title: 'Employer Information' },
  { tab: 'beneficiary_info', path: '/enrollment/beneficiary-info', title: 'Beneficiary Information' },
  { tab: 'primary_health_info', path: '/enrollment/health-questions', title: 'Health Questions' },
  { tab: 'dependent_info', path: '/enrollment/dependent-information', title: 'Dependent Information' },
  { tab: 'billing_info', path: '/enrollment/billing-information', title: 'Billing Information' },
  { tab: 'agreement_info', path: '/enrollment/agreement-signature', title: 'Agreement & Signature' },
  { tab: 'review_info', path: '/enrollment/review-confirm', title: 'Review & Confirmation' },
] as const;

export type WizardTab = (typeof wizardSteps)[number]['tab'];
