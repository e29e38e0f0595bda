import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { parseUsDate } from '../us-date.ts';
import { optionalPersonName, personName, requiredText } from './fields.ts';
import { formFieldsCall, stepSaved } from './tabs.ts';
import { beneficiaryMessages } from './wizard-messages.ts';

export { beneficiaryMessages };

export const MAX_PRIMARY_BENEFICIARIES = 3;

/**
 * A percentage as hundredths (33.33 is 3333), so totals are exact: 33.33 + 33.33 + 33.34 is 10000, never a
 * floating-point sum. Up to two decimals; anything else is null.
 */
export function hundredthsOf(value: string | number): number | null {
  const text = String(value).trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as people write the percentage: 100, 33.33, 12.5. */
export const percentText = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}${
    hundredths % 100
      ? `.${String(hundredths % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }`;

/** The total of the primary beneficiaries' percentages, in hundredths. */
export const primaryTotal = (
  beneficiaries: readonly { beneficiary_percentage: string | number; is_contigent: boolean }[],
) =>
  beneficiaries
    .filter((one) => !one.is_contigent)
    .reduce((sum, one) => sum + (hundredthsOf(one.beneficiary_percentage) ?? 0), 0);

/** What the step says of the total while it is edited (§5): over, under, or the go-ahead. */
export function totalMessage(hundredths: number, primaries: number): string {
  if (primaries === 0) return beneficiaryMessages.empty;
  if (hundredths > 10_000) return beneficiaryMessages.overTotal(percentText(hundredths));
  if (hundredths < 10_000) return beneficiaryMessages.underTotal(percentText(hundredths));
  return beneficiaryMessages.complete;
}

const birthdate = lazySchema(() =>
  requiredText(10, messages.invalidDate).superRefine((text, ctx) => {
    const date = parseUsDate(text);
    if (!date) ctx.addIssue({ code: 'custom', message: messages.invalidDate });
    else if (date.getTime() >= Date.now() - 86_400_000)
      ctx.addIssue({ code: 'custom', message: beneficiaryMessages.futureBirthdate });
  }),
);

const ssnDigits = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, beneficiaryMessages.invalidSsn)),
);

const percentage = lazySchema(() =>
  z
    .union([z.string().max(6), z.number()], { error: messages.required })
    .refine((value) => String(value).trim() !== '', { error: messages.required, abort: true })
    .transform((value, ctx) => {
      const hundredths = hundredthsOf(value);
      if (hundredths === null || hundredths === 0 || hundredths > 10_000) {
        ctx.addIssue({ code: 'custom', message: beneficiaryMessages.percentage });
        return z.NEVER;
      }
      return percentText(hundredths);
    }),
);

/** Cross-field rules run even while other fields are still wrong, so every message shows at once. */
const always = { when: () => true };

/**
 * One beneficiary (§3). A contingent one needs names, birth date, relationship and SSN, and its percentage is
 * sent as 0; a primary one needs a percentage above 0 and up to 100, its SSN may be left out.
 */
export const beneficiary = lazySchema(() =>
  z
    .object({
      beneficiary_id: z.string().max(40).optional(),
      first_name: personName(beneficiaryMessages.invalidFirstName),
      middle_name: optionalPersonName(beneficiaryMessages.invalidMiddleName),
      last_name: personName(beneficiaryMessages.invalidLastName),
      birthdate,
      ssn: z.union([z.literal(''), ssnDigits]).optional(),
      relationship: requiredText(40),
      beneficiary_percentage: z.union([z.string().max(6), z.number()]).optional(),
      is_contigent: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (value.is_contigent) {
        if (!value.ssn) ctx.addIssue({ code: 'custom', path: ['ssn'], message: messages.required });
        return;
      }
      const checked = percentage.safeParse(value.beneficiary_percentage ?? '');
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['beneficiary_percentage'], message: issue.message });
      }
    }, always)
    .transform((value) => ({
      ...value,
      ssn: value.ssn || undefined,
      beneficiary_percentage: value.is_contigent
        ? '0'
        : percentText(hundredthsOf(value.beneficiary_percentage ?? '') ?? 0),
    })),
);
export type Beneficiary = z.output<typeof beneficiary>;
export type BeneficiaryInput = z.input<typeof beneficiary>;

/** The list the step saves: 1 to 3 primary beneficiaries totalling exactly 100, and at most 1 contingent. */
export const beneficiaryList = lazySchema(() =>
  z.array(beneficiary).superRefine((list, ctx) => {
    const primaries = list.filter((one) => !one.is_contigent).length;
    const contingents = list.length - primaries;
    if (primaries > MAX_PRIMARY_BENEFICIARIES)
      ctx.addIssue({ code: 'custom', message: beneficiaryMessages.maxPrimary });
    if (contingents > 1) ctx.addIssue({ code: 'custom', message: beneficiaryMessages.oneContingent });
    const total = primaryTotal(list);
    if (primaries === 0 || total !== 10_000) ctx.addIssue({ code: 'custom', message: totalMessage(total, primaries) });
  }),
);

/** A beneficiary as a form sends it: the server checks it with `beneficiary`. */
const sentBeneficiary = lazySchema(() =>
  z.object({
    beneficiary_id: z.string().max(40).optional(),
    first_name: z.string().max(200).optional(),
    middle_name: z.string().max(200).optional(),
    last_name: z.string().max(200).optional(),
    birthdate: z.string().max(20).optional(),
    ssn: z.string().max(20).optional(),
    relationship: z.string().max(60).optional(),
    beneficiary_percentage: z.union([z.string().max(10), z.number()]).optional(),
    is_contigent: z.boolean().optional(),
  }),
);

export const getBeneficiaryRelationships = defineCall({
  method: 'GET',
  path: 'get-beneficiary-relationships',
  summary: 'Who a beneficiary may be to the applicant.',
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ result: z.array(z.object({ name: z.string(), value: z.string() })) })),
});

export const beneficiaryRelationships = [
  'Spouse',
  'Child',
  'Parent',
  'Sibling',
  'Grandchild',
  'Domestic Partner',
  'Other Relative',
  'Friend',
  'Trust',
  'Estate',
] as const;

/** A beneficiary as the server answers it: its SSN as the last 4 only. */
export const shownBeneficiary = lazySchema(() =>
  z.object({
    beneficiary_id: z.string(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    birthdate: z.string(),
    ssn: z.string().nullable(),
    relationship: z.string(),
    beneficiary_percentage: z.string(),
    is_contigent: z.boolean(),
  }),
);
export type ShownBeneficiary = z.infer<typeof shownBeneficiary>;

export const getBeneficiariesExistingUserEnrollment = defineCall({
  method: 'GET',
  path: 'get-beneficiaries-existing-user-enrollment',
  summary:
    "The beneficiaries to start from: those saved or drafted for this enrollment, else an existing member's from the enrollment they hold.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      beneficiaries: z.array(shownBeneficiary),
      /** The revision of the draft the list comes from; null when none was saved. */
      draft_revision: z.int().nullable(),
    }),
  ),
});

export const validateSingleBeneficiary = defineCall({
  method: 'POST',
  path: 'validate-single-beneficiary',
  summary:
    "Checks one beneficiary before it joins the list; errors under its fields. A beneficiary's SSN left out keeps the one saved.",
  input: lazySchema(() => sentBeneficiary.extend({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ status: z.literal(true) })),
});

export const saveBeneficiaryInfo = defineCall({
  method: 'POST',
  path: 'save-beneficiary-info',
  summary: 'Saves the Beneficiary step: 1 to 3 primary beneficiaries totalling exactly 100%, and at most 1 contingent.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, beneficiaries: z.array(sentBeneficiary).max(10) })),
  data: stepSaved,
});

export const getFormFieldsBeneficiaryInfo = formFieldsCall(
  'get-form-fields-beneficiary-info',
  'The beneficiary fields this enrollment asks for.',
);
