import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The screen half of the wizard's registry: each step's page, loaded with its own chunk. The router derives the
 * wizard's routes from the contract's steps that have a screen here.
 */
export const stepScreens: Partial<Record<WizardTab, LazyExoticComponent<ComponentType>>> = {
  primary_info: lazy(() =>
    import('./steps/personal-info/personal-info-step.tsx').then((m) => ({ default: m.PersonalInfoStep })),
  ),
  contact_info: lazy(() =>
    import('./steps/contact-info/contact-info-step.tsx').then((m) => ({ default: m.ContactInfoStep })),
  ),
  employer_info: lazy(() =>
    import('./steps/employer-info/employer-info-step.tsx').then((m) => ({ default: m.EmployerInfoStep })),
  ),
  beneficiary_info: lazy(() =>
    import('./steps/beneficiary-info/beneficiary-info-step.tsx').then((m) => ({ default: m.BeneficiaryInfoStep })),
  ),
  primary_health_info: lazy(() =>
    import('./steps/health-questions/health-questions-step.tsx').then((m) => ({ default: m.HealthQuestionsStep })),
  ),
  dependent_info: lazy(() =>
    import('./steps/dependent-information/dependent-information-step.tsx').then((m) => ({
      default: m.DependentInformationStep,
    })),
  ),
  billing_info: lazy(() =>
    import('./steps/billing-information/billing-information-step.tsx').then((m) => ({
      default: m.BillingInformationStep,
    })),
  ),
  agreement_info: lazy(() =>
    import('./steps/agreement-signature/agreement-signature-step.tsx').then((m) => ({
      default: m.AgreementSignatureStep,
    })),
  ),
  review_info: lazy(() =>
    import('./steps/review-confirm/review-confirm-step.tsx').then((m) => ({ default: m.ReviewConfirmStep })),
  ),
};
