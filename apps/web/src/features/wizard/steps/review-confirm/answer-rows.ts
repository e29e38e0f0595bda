import {
  accountHolderTypeLabels,
  accountTypeLabels,
  billDateLabel,
  paymentMethodLabels,
} from '@openenroll/contract/wizard/billing-info';
import {
  averageWorkWeeks,
  bargainingUnits,
  compensationTypes,
  employmentStatuses,
  holidayPolicies,
  vacationPolicies,
} from '@openenroll/contract/wizard/employer-info';
import { maritalStatusLabels, personalGenders } from '@openenroll/contract/wizard/personal-info';
import type { ReviewStep } from '@openenroll/contract/wizard/review-info';

type Json = NonNullable<ReviewStep['answers']>[string];

/** One line of a review card's details: a value, or a titled group of lines (a beneficiary, a question). */
export type AnswerRow =
  | { label: string; value: string }
  /** `count`: the group is a list (beneficiaries, dependents) of that many items. */
  | { label: string; rows: AnswerRow[]; count?: number };

const labels: Record<string, string> = {
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  birthdate: 'Date of Birth',
  dob: 'Date of Birth',
  gender: 'Gender',
  height_feet: 'Height (feet)',
  height_inch: 'Height (inches)',
  weight: 'Weight (lbs)',
  marital_status: 'Marital Status',
  ssn: 'Social Security Number',
  prior_coverage_flag: 'Prior Coverage',
  prior_carrier_name: 'Prior Carrier Name',
  prior_effective_date: 'Prior Effective Date',
  prior_term_date: 'Prior Term Date',
  enroller_code: 'Enroller Code',
  email_address: 'Email',
  phone_number: 'Phone',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip Code',
  birth_city: 'Birth City',
  birth_state: 'Birth State',
  name: 'Employer Name',
  phone: 'Phone',
  average_work_week: 'Average Work Week',
  employment_start_date: 'Employment Start Date',
  occupation: 'Occupation',
  compensation_type: 'Compensation Type',
  employment_status: 'Employment Status',
  emp_industry: 'Industry',
  emp_num_employed: 'Number of Employees',
  emp_vac_policy: 'Vacation Policy',
  emp_barg_unit: 'Bargaining Unit',
  holiday_policy: 'Holiday Policy',
  beneficiaries: 'Beneficiaries',
  relationship: 'Relationship',
  beneficiary_percentage: 'Percentage',
  is_contigent: 'Contingent',
  condition_questions: 'Health Questions',
  yes_no_flag: 'Answer',
  conditions: 'Conditions',
  health_condition: 'Health Condition',
  condition: 'Condition',
  status: 'Status',
  date_of_onset: 'Date of Onset',
  date_of_recovery: 'Date of Recovery',
  is_treatment: 'Under Treatment',
  is_medicate: 'Taking Medication',
  d_last_seen: 'Last Seen by a Doctor',
  last_seen_by_physician: 'Last Seen by a Physician',
  physician_name: 'Physician Name',
  address: 'Address',
  symptoms: 'Symptoms',
  medication_question: 'Medications',
  medications: 'Medications',
  medication: 'Medication',
  dosage: 'Dosage',
  medical_condition: 'Medical Condition',
  notes: 'Notes',
  dependents: 'Dependents',
  is_legally_disabled: 'Legally Disabled',
  disability_condition: 'Disability Condition',
  payment_method: 'Payment Method',
  account_name: 'Account Holder Name',
  bank_name: 'Bank Name',
  routing_number: 'Routing Number',
  account_number: 'Account Number',
  account_type: 'Account Type',
  account_holder_type: 'Account Holder Type',
  bill_date: 'Billing Date',
  card_brand: 'Card',
  card_last4: 'Card Number',
  name_on_cc: 'Name on Card',
  first_name_on_cc: 'First Name on Card',
  last_name_on_cc: 'Last Name on Card',
  expiration_month: 'Expiration Month',
  expiration_year: 'Expiration Year',
  is_physical_address: 'Billing Address Is the Physical Address',
  agreed: 'Agreements Accepted',
  signed: 'Signed',
  date: 'Date',
  verification: 'Verification',
  user_name: 'Applicant Name',
  agent_name: 'Representative Name',
  agent_code: 'Representative Code',
  group_name: 'Group Name',
  group_code: 'Group Code',
};

/** Kept for the server's own bookkeeping: never a line of the review. */
const unshown = new Set([
  'skipped',
  'source',
  'texts',
  'evidence_id',
  'signature_mode',
  'employed',
  'with_validation',
  'skip_validation_email',
  'skip_validation_phone',
  'question_text',
]);

const yesNo = (value: Json) => (value === true || value === 1 || value === '1' ? 'Yes' : 'No');
const nameOf = (list: readonly { value: string; name: string }[]) => (value: Json) =>
  list.find((choice) => choice.value === String(value))?.name ?? String(value);

/** Codes as the steps label them (part 2, §3, §9). */
const shownAs: Record<string, (value: Json) => string> = {
  gender: (value) => personalGenders[Number(value) as keyof typeof personalGenders] ?? String(value),
  marital_status: (value) => maritalStatusLabels[Number(value) as keyof typeof maritalStatusLabels] ?? String(value),
  prior_coverage_flag: (value) => (yesNo(value) === 'Yes' ? 'Has had a carrier' : 'No prior coverage'),
  yes_no_flag: yesNo,
  is_treatment: yesNo,
  is_medicate: yesNo,
  is_legally_disabled: yesNo,
  is_contigent: yesNo,
  signed: yesNo,
  compensation_type: nameOf(compensationTypes),
  employment_status: nameOf(employmentStatuses),
  average_work_week: nameOf(averageWorkWeeks),
  emp_vac_policy: nameOf(vacationPolicies),
  emp_barg_unit: nameOf(bargainingUnits),
  payment_method: (value) => paymentMethodLabels[String(value) as keyof typeof paymentMethodLabels] ?? String(value),
  account_type: (value) => accountTypeLabels[String(value) as keyof typeof accountTypeLabels] ?? String(value),
  account_holder_type: (value) =>
    accountHolderTypeLabels[String(value) as keyof typeof accountHolderTypeLabels] ?? String(value),
  bill_date: (value) => billDateLabel(Number(value)),
  card_last4: (value) => `**** ${String(value)}`,
  beneficiary_percentage: (value) => `${String(value)}%`,
  agreed: (value) => String(Array.isArray(value) ? value.length : value),
  holiday_policy: (value) =>
    holidayPolicies
      .filter((policy) => isRecord(value) && yesNo(value[policy.value] ?? 0) === 'Yes')
      .map((policy) => policy.name)
      .join(', '),
};

/** What one item of a list is called: 'Beneficiary 2', or a question by its own words. */
const itemLabel: Record<string, (item: Json, index: number) => string> = {
  beneficiaries: (_, index) => `Beneficiary ${index + 1}`,
  dependents: (_, index) => `Dependent #${index + 1}`,
  conditions: (_, index) => `Condition ${index + 1}`,
  medications: (_, index) => `Medication ${index + 1}`,
  condition_questions: (item, index) =>
    isRecord(item) && typeof item.question_text === 'string' ? item.question_text : `Question ${index + 1}`,
};

function isRecord(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const humanized = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A saved answer as its card's details list it; nothing for a blank or a bookkeeping key. */
function rowOf(key: string, value: Json): AnswerRow | undefined {
  if (unshown.has(key) || /_id$/.test(key) || value === null || value === '') return undefined;
  const label = labels[key] ?? humanized(key);
  const shown = shownAs[key];
  if (shown) return { label, value: shown(value) };
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    if (!value.some(isRecord)) return { label, value: value.map(String).join(', ') };
    const name = itemLabel[key] ?? ((_: Json, index: number) => `${label} ${index + 1}`);
    const rows = value.map((item, index) => ({ label: name(item, index), rows: answerRows(item) }));
    return { label, rows, count: value.length };
  }
  if (isRecord(value)) {
    const rows = answerRows(value);
    return rows.length > 0 ? { label, rows } : undefined;
  }
  return { label, value: String(value) };
}

/** A step's answers (as get-review-info gives them, already masked) as labelled lines. */
export function answerRows(answers: Json): AnswerRow[] {
  if (!isRecord(answers)) return [];
  return Object.entries(answers).flatMap(([key, value]) => rowOf(key, value) ?? []);
}

/** What each card shows first, when the step holds it: who, how to reach them, how they pay. */
const cardKeys: Partial<Record<ReviewStep['tab_name'], readonly string[]>> = {
  primary_info: ['first_name', 'last_name', 'birthdate', 'ssn'],
  contact_info: ['email_address', 'phone_number', 'address1', 'city'],
  employer_info: ['name', 'phone', 'occupation', 'employment_status'],
  billing_info: ['payment_method', 'account_number', 'card_brand', 'card_last4', 'bill_date'],
  agreement_info: ['agreed', 'signed', 'date'],
};

/** A card's lines before its details are opened (part 2, §2.11's shown values, the most telling first). */
export function cardRows(tab: ReviewStep['tab_name'], answers: ReviewStep['answers']) {
  const keys = cardKeys[tab];
  if (!answers || !keys) return summaryRows(answerRows(answers));
  return summaryRows(
    answerRows(Object.fromEntries(keys.flatMap((key) => (key in answers ? [[key, answers[key] ?? null]] : [])))),
  );
}

/** What a card shows before its details are opened: its first few plain lines, or how many items a list holds. */
export function summaryRows(rows: AnswerRow[], limit = 4): { label: string; value: string }[] {
  return rows
    .flatMap((row) =>
      'value' in row ? row : row.count === undefined ? [] : { label: row.label, value: `${row.count}` },
    )
    .slice(0, limit);
}
