import { z } from 'zod';
import { ageOn, MAX_AGE, MIN_AGE } from '../age.ts';
import { defineCall } from '../call.ts';
import { enrollmentId, type Tier, tier } from '../codes.ts';
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
  ssnField,
} from './fields.ts';
import { sentHealthAnswers } from './health-info.ts';
import { formFieldsData, stepSaved } from './tabs.ts';
import { dependentMessages } from './wizard-messages.ts';

export { dependentMessages };

export const MAX_DEPENDENTS = 9;
export const CHILD_AGE_LIMIT = 26;
export const relationships = ['spouse', 'child'] as const;
export type Relationship = (typeof relationships)[number];

/** The heading of the step for a tier (§2.10). */
export const dependentHeading = (chosen: Tier) =>
  chosen === 'IS'
    ? dependentMessages.spouseHeading
    : chosen === 'IC'
      ? dependentMessages.childHeading
      : dependentMessages.familyHeading;

/** What the cart's plans make of the tier's dependents: premier and L713 plans take one child under IC. */
export type DependentRules = { tier: Tier; premier: boolean; l713: boolean; iha: boolean };

/**
 * The most dependents the tier takes; the add buttons hide at it (§9). An L713 plan's second child can still be added:
 * the step then asks for it to be deleted (§2.10).
 */
export const maxDependents = (rules: DependentRules) =>
  rules.tier === 'IS' ? 1 : rules.tier === 'IC' && rules.premier ? 1 : MAX_DEPENDENTS;

/** The relationship of the next dependent added (§4): IS spouse; IC child; IF spouse first (unless declined), then children. */
export function nextRelationship(
  rules: DependentRules,
  list: readonly { relationship: Relationship }[],
  spouseDeclined: boolean,
): Relationship {
  if (rules.tier === 'IS') return 'spouse';
  if (rules.tier === 'IC') return 'child';
  return spouseDeclined || list.some((one) => one.relationship === 'spouse') ? 'child' : 'spouse';
}

/** The tier a list of dependents makes, which a premier plan's tier follows: IF, IS, IC, or IO for no one. */
export function tierOfDependents(list: readonly { relationship: Relationship }[]): Tier {
  const spouse = list.some((one) => one.relationship === 'spouse');
  const children = list.some((one) => one.relationship === 'child');
  return spouse && children ? 'IF' : spouse ? 'IS' : children ? 'IC' : 'IO';
}

/** Whether Next shows for a list (§4): IS with its spouse, IC with a child (L713: one), IF with at least two. */
export function listComplete(rules: DependentRules, list: readonly { relationship: Relationship }[]) {
  const spouses = list.filter((one) => one.relationship === 'spouse').length;
  const children = list.length - spouses;
  if (list.length > maxDependents(rules) || spouses > 1) return false;
  if (rules.tier === 'IS') return spouses === 1 && children === 0;
  if (rules.tier === 'IC') return children >= 1 && spouses === 0 && !(rules.l713 && children > 1);
  if (rules.tier === 'IF') return list.length >= 2 && children >= 1;
  return list.length === 0;
}

/** The problem with a whole list, in the spec's words, or null when it is complete. */
export function listProblem(rules: DependentRules, list: readonly { relationship: Relationship }[]): string | null {
  const spouses = list.filter((one) => one.relationship === 'spouse').length;
  const children = list.length - spouses;
  if (spouses > 1) return dependentMessages.oneSpouse;
  if (rules.tier === 'IC' && rules.l713 && children > 1) return dependentMessages.l713OneChild;
  if (rules.tier === 'IC' && rules.premier && children > 1) return dependentMessages.oneChild;
  if (rules.tier === 'IC' && children > MAX_DEPENDENTS) return dependentMessages.nineChildren;
  if (rules.tier === 'IF' && list.length > MAX_DEPENDENTS) return dependentMessages.nineDependents;
  return listComplete(rules, list) ? null : dependentMessages.tooFew;
}

const birthdate = lazySchema(() =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((text) => parseUsDate(text) !== null, { error: messages.invalidDate, abort: true })
    .refine((text) => (parseUsDate(text)?.getTime() ?? 0) <= Date.now(), dependentMessages.futureBirthdate),
);

/** Every dependent field the catalog may ask for, with its rule (§5). */
export const dependentShape = lazySchema(() => ({
  first_name: personName(dependentMessages.invalidFirstName),
  middle_name: optionalPersonName(dependentMessages.invalidMiddleName),
  last_name: personName(dependentMessages.invalidLastName),
  birthdate,
  gender: codeField(['0', '1']),
  ssn: ssnField(dependentMessages.invalidSsn),
  weight: digitsNumber(3, dependentMessages.weight).refine((pounds) => pounds > 0, dependentMessages.weight),
  height_feet: digitsNumber(1, dependentMessages.height).refine((feet) => feet > 0, dependentMessages.height),
  height_inch: digitsNumber(2, dependentMessages.inch).refine((inches) => inches <= 11, dependentMessages.inch),
}));
export type DependentField = keyof typeof dependentShape;

/**
 * One dependent's primary_info for the fields the enrollment asks: its relationship, and, when the server flags the
 * legally-disabled question, its answer and (when Yes) the condition. A spouse is 18 to 100 on the effective date;
 * a child under 26 unless legally disabled. A saved SSN is kept when the field is left out (it is shown masked).
 */
export const dependentFor = (
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
  options: { effectiveDate: string | null; legallyDisabledAsked: boolean; ssnOnFile?: boolean },
) =>
  dependentForms(fields, {
    effectiveDate: options.effectiveDate,
    legallyDisabledAsked: options.legallyDisabledAsked,
    ssnOnFile: Boolean(options.ssnOnFile),
  });
const dependentForms = formsByAskedFields(dependentForm);

function dependentForm(
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
  options: { effectiveDate: string | null; legallyDisabledAsked: boolean; ssnOnFile: boolean },
) {
  const shape = askedOnly(dependentShape, fields);
  const ssn = shape.ssn && options.ssnOnFile ? { ssn: dependentShape.ssn.optional() } : {};
  return z
    .object({
      ...shape,
      ...ssn,
      dependent_id: z.string().max(40).optional(),
      relationship: z.enum(relationships, { error: messages.required }),
      employed: z.literal('0').default('0'),
      // Asked as Yes/No, No unless ticked; not asked, it is No.
      is_legally_disabled: options.legallyDisabledAsked
        ? flagField.optional().default(0)
        : flagField.optional().transform(() => 0),
      disability_condition: optionalText(200),
    })
    .superRefine(
      (dependent, ctx) => {
        // Runs while other fields may still be wrong: read them as what they may be.
        if (dependent.is_legally_disabled === 1 && !dependent.disability_condition) {
          ctx.addIssue({ code: 'custom', path: ['disability_condition'], message: messages.required });
        }
        const born = 'birthdate' in dependent ? parseUsDate(String(dependent.birthdate)) : null;
        const on = options.effectiveDate ? parseUsDate(options.effectiveDate) : new Date();
        if (!born || !on) return;
        const age = ageOn(born, on);
        if (dependent.relationship === 'spouse' && (age < MIN_AGE || age > MAX_AGE)) {
          ctx.addIssue({ code: 'custom', path: ['birthdate'], message: messages.ageRange });
        }
        if (dependent.relationship === 'child' && age >= CHILD_AGE_LIMIT && dependent.is_legally_disabled !== 1) {
          ctx.addIssue({ code: 'custom', path: ['birthdate'], message: dependentMessages.childAge });
        }
      },
      { when: () => true },
    );
}

const sentPrimary = lazySchema(() =>
  z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])),
);
/** A dependent as a form sends it: primary_info, and health_info only when health questions are asked. */
export const sentDependent = lazySchema(() =>
  z.object({
    primary_info: sentPrimary,
    health_info: z.object(sentHealthAnswers).optional(),
  }),
);

/** A dependent as the server answers it: its SSN as the last 4 only. */
export const shownDependent = lazySchema(() =>
  z.object({
    primary_info: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    health_info: z.record(z.string(), z.unknown()).nullable(),
  }),
);
export type ShownDependent = z.infer<typeof shownDependent>;

export const getFormFieldsDependentPrimaryInfo = defineCall({
  method: 'GET',
  path: 'get-form-fields-dependent-primary-info',
  summary:
    "A dependent's fields this enrollment asks for, the disclaimer, and whether the legally-disabled question is asked; with the tier's rules.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    formFieldsData.extend({
      disclaimer: z.string().nullable(),
      is_legally_disabled: z.boolean(),
      /** The rules the list follows: the tier and the kinds of plan that change them. */
      rules: z.object({ tier, premier: z.boolean(), l713: z.boolean(), iha: z.boolean() }),
      /** Whether each dependent answers the health questions. */
      health_questions: z.boolean(),
    }),
  ),
});

export const getDependentsExistingUserEnrollment = defineCall({
  method: 'GET',
  path: 'get-dependents-existing-user-enrollment',
  summary:
    'The dependents to start from: those saved or drafted for this enrollment, else the spouse and children the quote named.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z.object({ dependents: z.array(shownDependent), spouse_declined: z.boolean() }),
    }),
  ),
});

export const validateSingleDependent = defineCall({
  method: 'POST',
  path: 'validate-single-dependent',
  summary: 'Checks one dependent before it joins the list; errors as a list under primary_info.* and health_info.*.',
  input: lazySchema(() => sentDependent.extend({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ status: z.literal(true) })),
});

export const saveDependentInfoToTemp = defineCall({
  method: 'POST',
  path: 'save-dependent-info-to-temp',
  summary:
    'Keeps the list as it is on the screen (and a declined spouse aside), so a reload or another device finds it.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      dependents: z.array(sentDependent).max(12),
      spouse_declined: z.boolean().optional(),
    }),
  ),
  data: lazySchema(() => z.object({ first_track: z.literal(true) })),
});

export const saveDependentInfo = defineCall({
  method: 'POST',
  path: 'save-dependent-info',
  summary:
    'Saves the Dependent step. When the dependents named change the tier (a spouse added or declined), the cart is priced again for the new tier and the change is answered.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, dependents: z.array(sentDependent).max(12) })),
  data: lazySchema(() =>
    stepSaved.extend({
      repriced: z
        .object({
          tier,
          previous_tier: tier,
          recurring_month_cost: z.number(),
          previous_recurring_month_cost: z.number(),
        })
        .nullable(),
    }),
  ),
});

export const deleteDependentInIO = defineCall({
  method: 'POST',
  path: 'delete-dependent-in-IO',
  summary: 'Member only covers no one else: any dependents kept for the enrollment are dropped.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: z.literal(true) })),
});
