import type { Locale } from '@openenroll/contract/locale';
import { formatMoney } from '@openenroll/contract/money';
import type { AgreementText } from '@openenroll/contract/wizard/agreement-info';
import { paymentMethodLabels } from '@openenroll/contract/wizard/billing-info';
import { maritalStatusLabels, personalGenders } from '@openenroll/contract/wizard/personal-info';
import type { ApplicationStatus } from '@openenroll/contract/wizard/receipt';
import type { reviewCart } from '@openenroll/contract/wizard/review-info';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import type { z } from 'zod';
import type { StepValues } from '../step-store.ts';
import type { ApplicationDocument, PdfSignature } from './application-pdf.ts';
import { type Json, maskedAnswers } from './masked-answers.ts';

/** A text as it was agreed at submission, whole: the member signs later against exactly this. */
export type FrozenAgreement = AgreementText & { code: string; sha256: string; agreed: boolean | null };

/**
 * What an application keeps, sealed: the answers of the steps that applied (whole, as submitted), who the applicant
 * is, the cart as priced, the agreements as shown, and where links to it point.
 */
export type FrozenApplication = {
  origin: string;
  /** The language it was completed in, for the receipt and signature messages sent from it. */
  language?: Locale;
  siteName: string;
  applicant: { first_name: string; last_name: string; email: string | null; phone: string | null };
  steps: { tab: WizardTab; title: string; answers: StepValues }[];
  review: { additional_notes: string | null; first_enroll: number; send_sms: number };
  cart: z.infer<typeof reviewCart>;
  agreements: FrozenAgreement[];
};

export const applicantName = (frozen: Pick<FrozenApplication, 'applicant'>) =>
  `${frozen.applicant.first_name} ${frozen.applicant.last_name}`.trim();

const labels: Record<string, string> = {
  ssn: 'Social security number',
  birthdate: 'Date of birth',
  address1: 'Address',
  address2: 'Address line 2',
  zip: 'Zip code',
  phone_number: 'Phone',
  email_address: 'E-mail',
  payment_method: 'Payment method',
  bill_date: 'Billing date',
  emp_industry: 'Industry',
  emp_num_employed: 'Number of employees',
  emp_vac_policy: 'Vacation policy',
  emp_barg_unit: 'Bargaining unit',
};
const labelOf = (name: string) => labels[name] ?? (name.charAt(0).toUpperCase() + name.slice(1)).replaceAll('_', ' ');

/** A value as a reader of the document sees it: codes named where the step files name them. */
function shownValue(field: string, value: Json): string {
  if (value === null) return '';
  if (field === 'gender') return personalGenders[Number(value) as keyof typeof personalGenders] ?? String(value);
  if (field === 'marital_status')
    return maritalStatusLabels[Number(value) as keyof typeof maritalStatusLabels] ?? String(value);
  if (field === 'payment_method')
    return paymentMethodLabels[value as keyof typeof paymentMethodLabels] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Label and value rows of masked answers; nested lists and groups (beneficiaries, dependents) are spelled out. */
export function rowsOf(answers: Record<string, Json>, prefix = ''): [string, string][] {
  return Object.entries(answers).flatMap(([name, value]): [string, string][] => {
    const label = prefix ? `${prefix} - ${labelOf(name).toLowerCase()}` : labelOf(name);
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? rowsOf(item, `${label} ${index + 1}`)
          : ([[`${label} ${index + 1}`, shownValue(name, item)]] as [string, string][]),
      );
    }
    if (value !== null && typeof value === 'object') return rowsOf(value, label);
    return [[label, shownValue(name, value)]];
  });
}

/** The application document's content: every step masked, the plans and costs, the agreements, the signature. */
export function documentOf(
  application: { confirmationNumber: string; submittedAt: Date; status: ApplicationStatus },
  frozen: FrozenApplication,
  signature: PdfSignature | null,
): ApplicationDocument {
  const steps = frozen.steps
    .filter((step) => step.tab !== 'agreement_info')
    .map((step) => ({ title: step.title, rows: rowsOf(maskedAnswers(step.tab, step.answers)) }));
  const plans = {
    title: 'Plans',
    rows: [
      ['Effective date', frozen.cart.effective_date ?? ''],
      ...frozen.cart.plans.map((plan): [string, string] => [plan.plan_name, `${formatMoney(plan.price)} a month`]),
      ['First month', formatMoney(frozen.cart.initial_month_cost)],
      ['Recurring monthly', formatMoney(frozen.cart.recurring_month_cost)],
    ] as [string, string][],
  };
  const notes = frozen.review.additional_notes
    ? [{ title: 'Additional notes', rows: [['Notes', frozen.review.additional_notes]] as [string, string][] }]
    : [];
  return {
    siteName: frozen.siteName,
    confirmationNumber: application.confirmationNumber,
    submittedAt: application.submittedAt,
    status: application.status === 'submitted' ? 'Submitted' : "Awaiting the applicant's signature",
    applicantName: applicantName(frozen),
    sections: [...steps, plans, ...notes],
    agreements: frozen.agreements.map((text) => ({
      head: text.text_head,
      body: text.text_body,
      version: text.version,
      sha256: text.sha256,
      agreed: text.agreement === 1 ? text.agreed : null,
    })),
    signature,
  };
}
