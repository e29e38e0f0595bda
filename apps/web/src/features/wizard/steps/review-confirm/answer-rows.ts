import {
  accountHolderTypes,
  accountTypes,
  billDateLabel,
  paymentMethods,
} from '@openenroll/contract/wizard/billing-info';
import {
  averageWorkWeeks,
  bargainingUnits,
  choiceName,
  compensationTypes,
  type EmployerChoice,
  employmentStatuses,
  holidayPolicies,
  vacationPolicies,
} from '@openenroll/contract/wizard/employer-info';
import { maritalStatusLabels, personalGenders } from '@openenroll/contract/wizard/personal-info';
import type { ReviewStep } from '@openenroll/contract/wizard/review-info';
import { currentLocale, type Translate } from '../../../../shared/i18n/use-t.ts';
import en from './messages/en.json';
import type { reviewMessages } from './review-messages.ts';

type T = Translate<NonNullable<(typeof reviewMessages)['ids']>>;

type Json = NonNullable<ReviewStep['answers']>[string];

/** One line of a review card's details: a value, or a titled group of lines (a beneficiary, a question). */
export type AnswerRow =
  | { label: string; value: string }
  /** `count`: the group is a list (beneficiaries, dependents) of that many items. */
  | { label: string; rows: AnswerRow[]; count?: number };

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

const isYes = (value: Json) => value === true || value === 1 || value === '1';
const yesNo = (value: Json, t: T) => t(isYes(value) ? 'review.yes' : 'review.no');
const nameOf = (list: readonly EmployerChoice[]) => (value: Json) => {
  const choice = list.find((each) => each.value === String(value));
  return choice ? choiceName(choice, currentLocale()) : String(value);
};
/** A code of `codes` as its catalog names it (`${prefix}.${code}`), or as it is. */
const labelOf =
  <C extends string>(codes: readonly C[], id: (code: C) => Parameters<T>[0]) =>
  (value: Json, t: T) =>
    (codes as readonly string[]).includes(String(value)) ? t(id(String(value) as C)) : String(value);

/** Codes as the steps label them (part 2, §3, §9). */
const shownAs: Record<string, (value: Json, t: T) => string> = {
  gender: (value, t) =>
    String(value) in personalGenders
      ? t(`review.gender.${String(value) as `${keyof typeof personalGenders}`}`)
      : String(value),
  marital_status: (value, t) =>
    String(value) in maritalStatusLabels
      ? t(`review.marital.${String(value) as `${keyof typeof maritalStatusLabels}`}`)
      : String(value),
  prior_coverage_flag: (value, t) => t(isYes(value) ? 'review.hadCarrier' : 'review.noPriorCoverage'),
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
  payment_method: labelOf(paymentMethods, (code) => `review.method.${code}`),
  account_type: labelOf(accountTypes, (code) => `review.accountType.${code}`),
  account_holder_type: labelOf(accountHolderTypes, (code) => `review.holderType.${code}`),
  bill_date: (value) => billDateLabel(Number(value), currentLocale()),
  card_last4: (value) => `**** ${String(value)}`,
  beneficiary_percentage: (value) => `${String(value)}%`,
  agreed: (value) => String(Array.isArray(value) ? value.length : value),
  holiday_policy: (value) =>
    holidayPolicies
      .filter((policy) => isRecord(value) && isYes(value[policy.value] ?? 0))
      .map((policy) => choiceName(policy, currentLocale()))
      .join(', '),
};

/** What one item of a list is called: 'Beneficiary 2', or a question by its own words. */
const itemLabel: Record<string, (item: Json, index: number, t: T) => string> = {
  beneficiaries: (_, index, t) => t('review.beneficiaryN', { number: index + 1 }),
  dependents: (_, index, t) => t('review.dependentN', { number: index + 1 }),
  conditions: (_, index, t) => t('review.conditionN', { number: index + 1 }),
  medications: (_, index, t) => t('review.medicationN', { number: index + 1 }),
  condition_questions: (item, index, t) =>
    isRecord(item) && typeof item.question_text === 'string'
      ? item.question_text
      : t('review.questionN', { number: index + 1 }),
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
function rowOf(key: string, value: Json, t: T): AnswerRow | undefined {
  if (unshown.has(key) || /_id$/.test(key) || value === null || value === '') return undefined;
  const id = `review.field.${key}`;
  const label = id in en ? t(id as keyof typeof en) : humanized(key);
  const shown = shownAs[key];
  if (shown) return { label, value: shown(value, t) };
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    if (!value.some(isRecord)) return { label, value: value.map(String).join(', ') };
    const name = itemLabel[key] ?? ((_: Json, index: number, _t: T) => `${label} ${index + 1}`);
    const rows = value.map((item, index) => ({ label: name(item, index, t), rows: answerRows(item, t) }));
    return { label, rows, count: value.length };
  }
  if (isRecord(value)) {
    const rows = answerRows(value, t);
    return rows.length > 0 ? { label, rows } : undefined;
  }
  return { label, value: String(value) };
}

/** A step's answers (as get-review-info gives them, already masked) as labelled lines. */
export function answerRows(answers: Json, t: T): AnswerRow[] {
  if (!isRecord(answers)) return [];
  return Object.entries(answers).flatMap(([key, value]) => rowOf(key, value, t) ?? []);
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
export function cardRows(tab: ReviewStep['tab_name'], answers: ReviewStep['answers'], t: T) {
  const keys = cardKeys[tab];
  if (!answers || !keys) return summaryRows(answerRows(answers, t));
  return summaryRows(
    answerRows(Object.fromEntries(keys.flatMap((key) => (key in answers ? [[key, answers[key] ?? null]] : []))), t),
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
