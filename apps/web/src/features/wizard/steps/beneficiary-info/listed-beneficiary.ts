import {
  hundredthsOf,
  MAX_PRIMARY_BENEFICIARIES,
  percentText,
  primaryTotal,
  type ShownBeneficiary,
  totalMessage,
} from '@openenroll/contract/wizard/beneficiary-info';
import { lastFourOf } from '../../fields/ssn-field.tsx';

/** A beneficiary on the step's list, as the server checked it. */
export type ListedBeneficiary = {
  beneficiary_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  relationship: string;
  beneficiary_percentage: string;
  is_contigent: boolean;
  /** Typed on this page: sent whole (with the list's draft and its save), shown by its last 4 digits only. */
  ssn?: string;
  /** The last 4 digits of the SSN the server holds for this beneficiary. */
  ssnOnFile?: string;
};

/**
 * An id for a beneficiary added here, so the server keeps its SSN by id when it comes back masked. Random bytes, not
 * randomUUID: that one exists only on secure pages, and a demo may be served over plain http.
 */
export const newBeneficiaryId = () =>
  `b-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export const listedOf = (shown: ShownBeneficiary): ListedBeneficiary => ({
  beneficiary_id: shown.beneficiary_id,
  first_name: shown.first_name,
  middle_name: shown.middle_name ?? '',
  last_name: shown.last_name,
  birthdate: shown.birthdate,
  relationship: shown.relationship,
  beneficiary_percentage: shown.beneficiary_percentage,
  is_contigent: shown.is_contigent,
  ssnOnFile: lastFourOf(shown.ssn),
});

export const fullName = (one: ListedBeneficiary) =>
  [one.first_name, one.middle_name, one.last_name].filter(Boolean).join(' ');

/** The last 4 digits to show: of the SSN typed here, else of the one on file. */
export const shownSsn = (one: ListedBeneficiary) => lastFourOf(one.ssn) ?? one.ssnOnFile;

/**
 * A beneficiary as validate-single-beneficiary, save-beneficiary-info and the list's draft take it: empty values
 * left out, a contingent one's percentage as 0, and an SSN not typed again sent masked, so the server keeps the one
 * it holds under the beneficiary's id.
 */
export function sentOf(one: ListedBeneficiary) {
  const { ssn, ssnOnFile, ...rest } = one;
  const sent = {
    ...rest,
    beneficiary_percentage: one.is_contigent ? '0' : one.beneficiary_percentage,
    ssn: ssn || (ssnOnFile ? `***-**-${ssnOnFile}` : ''),
  };
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== '')) as Partial<typeof sent>;
}

/** Where the list stands (part 2, §4 and §5), its total counted in hundredths. */
export function listState(list: readonly ListedBeneficiary[]) {
  const primaries = list.filter((one) => !one.is_contigent).length;
  const total = primaryTotal(list);
  const full = primaries >= MAX_PRIMARY_BENEFICIARIES;
  return {
    primaries,
    contingent: list.find((one) => one.is_contigent),
    total,
    /** Next is offered: at least one beneficiary, and a total of exactly 100. */
    complete: primaries > 0 && total === 10_000,
    /** Another primary beneficiary may be added: fewer than 3, and a total below 100. */
    canAddPrimary: !full && total < 10_000,
    full,
    message: totalMessage(total, primaries),
  };
}

/** A percentage as the list shows it: 33.33%, 100%. */
export const percentLabel = (value: string) => {
  const hundredths = hundredthsOf(value);
  return hundredths === null ? value : `${percentText(hundredths)}%`;
};

/** A save refused for one beneficiary's field (`beneficiaries.N.field`): whose, and what the server said, by field. */
export function refusedItemOf(
  problems: readonly { target_element: string; error_message: string }[],
  list: readonly ListedBeneficiary[],
) {
  const byItem = problems
    .map((problem) => ({ match: /^beneficiaries\.(\d+)\.(\w+)$/.exec(problem.target_element), problem }))
    .filter(({ match }) => match !== null);
  const first = byItem[0]?.match;
  const beneficiary = first ? list[Number(first[1])] : undefined;
  if (!first || !beneficiary) return undefined;
  const messages = byItem
    .filter(({ match }) => match?.[1] === first[1])
    .map(({ match, problem }) => ({ field: match?.[2] ?? '', message: problem.error_message }));
  return { beneficiary, messages };
}
