import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/** A step's page in its own chunk; `load` fetches the chunk ahead, so the step opens at once when its turn comes. */
export type StepScreen = { load: Load; Screen: LazyExoticComponent<ComponentType> };

const stepScreen = (load: Load): StepScreen => ({ load, Screen: lazy(load) });

/**
 * The screen half of the wizard's registry: one page per step of the contract's list. The router derives the
 * wizard's routes from it.
 */
export const stepScreens: Record<WizardTab, StepScreen> = {
  primary_info: stepScreen(() =>
    import('./steps/personal-info/personal-info-step.tsx').then((m) => ({ default: m.PersonalInfoStep })),
  ),
  contact_info: stepScreen(() =>
    import('./steps/contact-info/contact-info-step.tsx').then((m) => ({ default: m.ContactInfoStep })),
  ),
  employer_info: stepScreen(() =>
    import('./steps/employer-info/employer-info-step.tsx').then((m) => ({ default: m.EmployerInfoStep })),
  ),
  beneficiary_info: stepScreen(() =>
    import('./steps/beneficiary-info/beneficiary-info-step.tsx').then((m) => ({ default: m.BeneficiaryInfoStep })),
  ),
  primary_health_info: stepScreen(() =>
    import('./steps/health-questions/health-questions-step.tsx').then((m) => ({ default: m.HealthQuestionsStep })),
  ),
  dependent_info: stepScreen(() =>
    import('./steps/dependent-information/dependent-information-step.tsx').then((m) => ({
      default: m.DependentInformationStep,
    })),
  ),
  billing_info: stepScreen(() =>
    import('./steps/billing-information/billing-information-step.tsx').then((m) => ({
      default: m.BillingInformationStep,
    })),
  ),
  agreement_info: stepScreen(() =>
    import('./steps/agreement-signature/agreement-signature-step.tsx').then((m) => ({
      default: m.AgreementSignatureStep,
    })),
  ),
  review_info: stepScreen(() =>
    import('./steps/review-confirm/review-confirm-step.tsx').then((m) => ({ default: m.ReviewConfirmStep })),
  ),
};
