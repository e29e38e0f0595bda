import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { parseUsDate } from '../us-date.ts';
import {
  askedOnly,
  codeField,
  digitsNumber,
  type FormField,
  flagField,
  formsByAskedFields,
  optionalPersonName,
  optionalText,
  personName,
  sentFields,
  ssnField,
  usDateField,
} from './fields.ts';
import { formFieldsCall, stepSaved } from './tabs.ts';
import { personalMessages } from './wizard-messages.ts';

export { personalMessages };

/** Part 2, §2.4: 0 Male, 1 Female, 2 Others. */
export const personalGenders = { 0: 'Male', 1: 'Female', 2: 'Others' } as const;
/** Part 2, §2.4: 0 Single, 1 Married, 2 Divorced, 3 Widowed. */
export const maritalStatuses = ['0', '1', '2', '3'] as const;
export const maritalStatusLabels = { 0: 'Single', 1: 'Married', 2: 'Divorced', 3: 'Widowed' } as const;

/** Every Personal Information field the catalog may ask for, with its rule (part 2, §5). */
export const personalInfoShape = lazySchema(() => ({
  first_name: personName(personalMessages.invalidFirstName),
  middle_name: optionalPersonName(personalMessages.invalidMiddleName),
  last_name: personName(personalMessages.invalidLastName),
  marital_status: codeField(maritalStatuses),
  ssn: ssnField(personalMessages.invalidSsn),
  height_feet: digitsNumber(1, personalMessages.height).refine((feet) => feet > 0, personalMessages.height),
  height_inch: digitsNumber(2, personalMessages.inch).refine((inches) => inches <= 11, personalMessages.inch),
  weight: digitsNumber(3, personalMessages.weight).refine((pounds) => pounds > 0, personalMessages.weight),
  prior_coverage_flag: flagField,
  prior_carrier_name: optionalText(80),
  prior_effective_date: optionalText(10),
  prior_term_date: optionalText(10),
}));
export type PersonalInfoField = keyof typeof personalInfoShape | 'birthdate' | 'gender' | 'enroller_code';

/** Fields that describe the person the cart was priced for: shown, never changed here. */
export const personalReadOnly = ['birthdate', 'gender'] as const;

/**
 * The Personal Information form for the fields this enrollment asks for. With prior coverage (flag 1) its carrier
 * and dates are needed, each date real and the term after the effective date. A saved SSN is kept when the field
 * is left out: it is never sent back whole.
 */
const personalForms = formsByAskedFields(personalForm);
export const personalInfoFor = (
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
  options: { ssnOnFile?: boolean } = {},
) => personalForms(fields, { ssnOnFile: Boolean(options.ssnOnFile) });

function personalForm(fields: readonly Pick<FormField, 'field_name' | 'required'>[], options: { ssnOnFile: boolean }) {
  const shape = askedOnly(personalInfoShape, fields);
  const ssn = shape.ssn && options.ssnOnFile ? { ssn: personalInfoShape.ssn.optional() } : {};
  return z.object({ ...shape, ...ssn }).superRefine(
    (values, ctx) => {
      if (!('prior_coverage_flag' in values) || values.prior_coverage_flag !== 1) return;
      const record = values as Record<string, unknown>;
      const need = (name: 'prior_carrier_name' | 'prior_effective_date' | 'prior_term_date') => {
        if (!record[name]) ctx.addIssue({ code: 'custom', path: [name], message: messages.required });
      };
      need('prior_carrier_name');
      need('prior_effective_date');
      need('prior_term_date');
      const dates = (['prior_effective_date', 'prior_term_date'] as const).map((name) => {
        const text = record[name];
        if (typeof text !== 'string' || !text) return null;
        const date = usDateField.safeParse(text).success ? parseUsDate(text) : null;
        if (!date) ctx.addIssue({ code: 'custom', path: [name], message: messages.invalidDate });
        return date;
      });
      const [from, to] = dates;
      if (from && to && to <= from)
        ctx.addIssue({ code: 'custom', path: ['prior_term_date'], message: personalMessages.priorDates });
      // Runs while other fields are still wrong too, so every message shows in one round.
    },
    { when: () => true },
  );
}

export const getFormFieldsPersonalInfo = formFieldsCall(
  'get-form-fields-personal-info',
  'The Personal Information fields this enrollment asks for, locked or not, with their values (SSN as its last 4 only).',
);

export const savePersonalInfo = defineCall({
  method: 'POST',
  path: 'save-personal-info',
  summary:
    'Saves the Personal Information step, checked against the fields the enrollment asks for; a mandatory enroller code must be saved first.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, ...sentFields(personalInfoShape) })),
  data: stepSaved,
});

export const checkEnrollCode = defineCall({
  method: 'GET',
  path: 'check-enroll-code',
  summary:
    'Whether the store asks for an enroller code (the code of whoever helped the applicant), and whether it may be left out.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      show_enroll_code: z.object({ status: z.boolean() }),
      is_optional: z.boolean(),
      /** The code already saved for this enrollment, if any. */
      enroller_code: z.string().nullable(),
    }),
  ),
});

export const enrollerCode = lazySchema(() =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(20, personalMessages.invalidEnrollerCode),
);

export const saveEnrollerCode = defineCall({
  method: 'POST',
  path: 'save-enroller-code',
  summary:
    "Checks an enroller code against the store's representatives and keeps it with the enrollment; wrong codes are rate-limited.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, enrollerCode })),
  data: lazySchema(() => z.object({ enroller_code: z.string(), name: z.string() })),
});
