import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import type { Locale } from '../locale.ts';
import { parseUsDate } from '../us-date.ts';
import {
  askedOnly,
  codeField,
  digitsNumber,
  type FormField,
  flagField,
  formsByAskedFields,
  optionalText,
  phoneField,
  requiredText,
  sentFields,
  stateField,
  usDateField,
  zipCodeField,
} from './fields.ts';
import { formFieldsCall, stepSaved } from './tabs.ts';
import { employerMessages } from './wizard-messages.ts';

export { employerMessages };

/** A select's choices: the code, its English name (the spec's) and its Spanish one. */
const choices = <const T extends readonly { value: string; name: string; es: string }[]>(list: T) => list;
export type EmployerChoice = { value: string; name: string; es: string };

/** A choice's name in the reader's language. */
export const choiceName = (choice: EmployerChoice, locale: Locale) => (locale === 'es' ? choice.es : choice.name);

export const compensationTypes = choices([
  { value: 'G10L20', name: 'Above $10/hr and below $20/hr', es: 'Más de $10/h y menos de $20/h' },
  { value: 'MW', name: 'Minimum wage', es: 'Salario mínimo' },
  { value: 'GMWL10', name: 'Above minimum wage and below $10/hr', es: 'Más del salario mínimo y menos de $10/h' },
  { value: 'G20', name: 'Above $20/hr', es: 'Más de $20/h' },
  { value: 'Salary', name: 'Salary', es: 'Sueldo fijo' },
  { value: '1099', name: '1099', es: '1099 (trabajador independiente)' },
]);
/** A retired employee (R) cannot enroll through an employer. */
export const employmentStatuses = choices([
  { value: 'A', name: 'Active', es: 'Activo' },
  { value: 'C', name: 'COBRA', es: 'COBRA' },
  { value: 'R', name: 'Retired', es: 'Jubilado' },
]);
export const averageWorkWeeks = choices([
  { value: '20', name: 'Fewer than 20 hours', es: 'Menos de 20 horas' },
  { value: '20-29', name: '20 to 29 hours', es: 'De 20 a 29 horas' },
  { value: '30-39', name: '30 to 39 hours', es: 'De 30 a 39 horas' },
  { value: '40', name: '40 hours or more', es: '40 horas o más' },
]);
export const vacationPolicies = choices([
  { value: 'none', name: 'No paid vacation', es: 'Sin vacaciones pagadas' },
  { value: '1w', name: '1 week', es: '1 semana' },
  { value: '2w', name: '2 weeks', es: '2 semanas' },
  { value: '3w', name: '3 weeks', es: '3 semanas' },
  { value: '4w', name: '4 weeks or more', es: '4 semanas o más' },
]);
export const bargainingUnits = choices([
  {
    value: 'Y',
    name: 'Yes, covered by a collective bargaining agreement',
    es: 'Sí, cubierto por un convenio colectivo de trabajo',
  },
  { value: 'N', name: 'No', es: 'No' },
]);
/** Part 2, §3: the holiday policy's keys and labels, spelled as the spec spells them. */
export const holidayPolicies = choices([
  { value: 'Standard_6', name: 'Standard 6', es: 'Los 6 feriados habituales' },
  { value: 'Presendents_Day', name: 'Presendents Day', es: 'Día de los Presidentes' },
  { value: 'Columbus_Day', name: 'Columbus Day', es: 'Día de la Raza' },
  { value: 'Religious_Days', name: 'Religious Days', es: 'Días religiosos' },
  { value: 'Birthday', name: 'Birthday', es: 'Cumpleaños' },
  { value: 'Floating_Day', name: 'Floating Day', es: 'Día libre a elección' },
]);

const codesOf = <T extends readonly { value: string }[]>(list: T) =>
  list.map((choice) => choice.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

const holidayPolicyField = lazySchema(() =>
  z
    .object(Object.fromEntries(holidayPolicies.map((policy) => [policy.value, flagField.optional()])))
    .refine((flags) => Object.values(flags).some((flag) => flag === 1), employerMessages.holidayPolicy),
);

/** Every Employer Information field the catalog may ask for, with its rule (part 2, §5). */
export const employerInfoShape = lazySchema(() => ({
  name: requiredText(100, employerMessages.invalidEmployer).regex(
    /^[\p{L}\d][\p{L}\d .,&'’()/-]*$/u,
    employerMessages.invalidEmployer,
  ),
  phone: phoneField(),
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(60),
  state: stateField,
  zip: zipCodeField,
  average_work_week: codeField(codesOf(averageWorkWeeks)),
  employment_start_date: usDateField,
  occupation: requiredText(80),
  compensation_type: codeField(codesOf(compensationTypes)),
  employment_status: codeField(codesOf(employmentStatuses)).refine(
    (status) => status !== 'R',
    employerMessages.retired,
  ),
  emp_industry: requiredText(80),
  emp_num_employed: digitsNumber(7, employerMessages.numberEmployed).refine(
    (count) => count >= 1,
    employerMessages.numberEmployed,
  ),
  emp_vac_policy: codeField(codesOf(vacationPolicies)),
  emp_barg_unit: codeField(codesOf(bargainingUnits)),
  holiday_policy: holidayPolicyField,
}));

/** What the person ticks beside the fields, whatever the catalog asks: postal validation, skipping the phone check. */
export const employerFlags = lazySchema(() => ({
  with_validation: z.union([z.literal(''), z.null(), flagField]).optional(),
  skip_validation_phone: z.union([z.literal(''), z.null(), flagField]).optional(),
}));

const MONTHS_AFTER_EFFECTIVE = 2;

const employerForms = formsByAskedFields((fields, effectiveDate: string | null) =>
  z.object({ ...askedOnly(employerInfoShape, fields), ...employerFlags }).superRefine((values, ctx) => {
    const start = 'employment_start_date' in values ? parseUsDate(String(values.employment_start_date)) : null;
    const effective = effectiveDate ? parseUsDate(effectiveDate) : null;
    if (!start || !effective) return;
    const latest = new Date(effective);
    latest.setUTCMonth(latest.getUTCMonth() + MONTHS_AFTER_EFFECTIVE);
    if (start > latest)
      ctx.addIssue({ code: 'custom', path: ['employment_start_date'], message: employerMessages.startDate });
  }),
);

/**
 * The Employer Information form for the fields this enrollment asks for; employment must start no later than two
 * months after the coverage's effective date (MM/DD/YYYY).
 */
export const employerInfoFor = (
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
  effectiveDate: string | null,
) => employerForms(fields, effectiveDate);

export const getFormFieldsEmployerInfo = formFieldsCall(
  'get-form-fields-employer-info',
  "The Employer Information fields this enrollment asks for, with their values (the group's details when nothing is saved).",
);

export const saveEmployerInfo = defineCall({
  method: 'POST',
  path: 'save-employer-info',
  summary:
    'Saves the Employer Information step; with skip (only with an IHA plan in the cart) it saves it empty and the step is left out of the review.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      ...sentFields({ ...employerInfoShape, ...employerFlags }),
      holiday_policy: z
        .record(z.string().max(20), z.union([z.int(), z.string().max(1), z.boolean(), z.null()]))
        .optional(),
      skip: z.boolean().optional(),
    }),
  ),
  data: stepSaved,
});

const nameValues = lazySchema(() => z.object({ result: z.array(z.object({ name: z.string(), value: z.string() })) }));
/** The lists do not depend on the enrollment today; the id is accepted (and checked) as the spec sends it. */
const lookup = (path: string, summary: string) =>
  defineCall({
    method: 'GET',
    path,
    summary,
    input: lazySchema(() => z.object({ enrollment_id: z.optional(enrollmentId) })),
    data: nameValues,
  });

export const getAverageWorkWeek = lookup('get-average-work-week', 'The choices of average work week.');
export const getEmploymentStatus = lookup('get-employment-status', 'The choices of employment status.');
export const getVacationPolicy = lookup('get-vacation-policy', 'The choices of vacation policy.');
export const getBargainingUnit = lookup('get-bargaining-unit', 'The choices of bargaining unit.');
export const getHolidayPolicy = lookup('get-holiday-policy', 'The holiday policies one may tick.');
export const getCompensationTypes = lookup('get-compensation-types', 'The choices of compensation type.');

export const getGroupInfo = defineCall({
  method: 'GET',
  path: 'get-group-info',
  summary: "The enrollment's group (employer) details, which prefill the Employer Information step.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      general_info: z.object({ group_name: z.string(), group_phone: z.string() }).nullable(),
      address_information: z
        .object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() })
        .nullable(),
    }),
  ),
});
