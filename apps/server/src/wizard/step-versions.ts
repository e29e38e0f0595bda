import { saveAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { saveBeneficiaryInfo } from '@openenroll/contract/wizard/beneficiary-info';
import { saveBillingInfo } from '@openenroll/contract/wizard/billing-info';
import { saveContactInfo } from '@openenroll/contract/wizard/contact-info';
import { saveDependentInfo } from '@openenroll/contract/wizard/dependent-info';
import { saveEmployerInfo } from '@openenroll/contract/wizard/employer-info';
import { savePrimaryHealthInfo } from '@openenroll/contract/wizard/health-info';
import { savePersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import type { WizardTab } from '@openenroll/contract/wizard/steps';

export type StepValues = Record<string, unknown>;

/** The call whose input a step's saved answers follow: its schema is what a version names. */
export const stepSaves = {
  primary_info: savePersonalInfo,
  contact_info: saveContactInfo,
  employer_info: saveEmployerInfo,
  beneficiary_info: saveBeneficiaryInfo,
  primary_health_info: savePrimaryHealthInfo,
  dependent_info: saveDependentInfo,
  billing_info: saveBillingInfo,
  agreement_info: saveAgreementInfo,
  review_info: saveReviewInfo,
} as const satisfies Record<WizardTab, unknown>;

/**
 * Each step's schema version. A change to a step's save schema raises it and adds the upgrade from the version
 * before; step-versions.test.ts fails on a schema change that does not.
 */
export const stepVersions: Record<WizardTab, number> = {
  primary_info: 1,
  contact_info: 1,
  employer_info: 1,
  beneficiary_info: 1,
  primary_health_info: 1,
  dependent_info: 1,
  billing_info: 1,
  agreement_info: 1,
  review_info: 1,
};

/** Upgrades for each step, by the version they upgrade from; none yet. */
export const stepUpgrades: Partial<Record<WizardTab, Record<number, (values: StepValues) => StepValues>>> = {};

/** Values written under `version`, brought to the step's current version; null when no upgrade reaches it. */
export function upgraded(tab: WizardTab, version: number, values: StepValues): StepValues | null {
  let current = values;
  for (let from = version; from < stepVersions[tab]; from++) {
    const upgrade = stepUpgrades[tab]?.[from];
    if (!upgrade) return null;
    current = upgrade(current);
  }
  return current;
}
