import { z } from 'zod';
import { ageOn, MAX_AGE, MIN_AGE } from './age.ts';
import { defineCall } from './call.ts';
import {
  DEFAULT_TIER,
  enrollmentId,
  enrollType,
  eprocess,
  openType,
  optionalId,
  type Tier,
  tier,
  tiers,
} from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';
import { parseUsDate } from './us-date.ts';

const required = { error: messages.required };

/** Zip: required, then 5 digits. The landing form says 'Invalid Zip code', the plans filter popup 'Enter 5 digit zip code'. */
export const zipField = (invalid: string = messages.invalidZip) =>
  z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .regex(/^\d{5}$/, invalid);

/**
 * MM/DD/YYYY, a real date, of someone aged 18 to 100 today (years of 365.25 days). A date still to come breaks
 * the age rule, and is told so with the age message.
 */
export const dobField = lazySchema(() =>
  z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .superRefine((text, ctx) => {
      const dob = parseUsDate(text);
      if (!dob) {
        ctx.addIssue({ code: 'custom', message: messages.invalidDate });
        return;
      }
      const age = ageOn(dob, new Date());
      if (age < MIN_AGE || age > MAX_AGE) ctx.addIssue({ code: 'custom', message: messages.ageRange });
    }),
);

/** 0 or 1, as a number or as the text a select gives. Gender: 0 male, 1 female; smoker: 1 yes, 0 no. */
export const binaryField = lazySchema(() =>
  z.literal([0, 1, '0', '1'], required).transform((value) => (Number(value) === 1 ? 1 : 0)),
);
export const genderField = binaryField;
export const tierField = lazySchema(() => z.enum(tiers, required));

/**
 * A number sent as such or typed as text, with thousands separators and a dollar sign as people type them
 * ('60,000', '$60,000.00'); blank or unreadable text reads as -1, which the rules after it refuse.
 */
const typedNumber = lazySchema(() =>
  z.union([z.number(), z.string()]).transform((value) => {
    if (typeof value === 'number') return value;
    const text = value.trim().replace(/^\$/, '');
    return /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text) ? Number(text.replaceAll(',', '')) : -1;
  }),
);

export const salaryField = lazySchema(() =>
  typedNumber.pipe(
    z
      .number({ error: messages.invalidSalary })
      .positive(messages.invalidSalary)
      .max(10_000_000, messages.invalidSalary)
      .multipleOf(0.01, messages.invalidSalary),
  ),
);

export const workingHoursField = lazySchema(() =>
  typedNumber.pipe(
    z.int({ error: messages.invalidHours }).min(0, messages.invalidHours).max(168, messages.invalidHours),
  ),
);

/** The quote form: zip, gender, tier (IO unless chosen) and date of birth. */
export const quoteFilterSchema = (zipMessage?: string) =>
  z.object({ zip: zipField(zipMessage), gender: genderField, tier: tierField.default(DEFAULT_TIER), dob: dobField });
/** The landing form's wording; the plans filter popup uses `quoteFilterSchema(messages.enterFiveDigitZip)`. */
export const quoteFilter = lazySchema(() => quoteFilterSchema());

/** What the plan page asks for later: tobacco use, annual salary (the spec's annual_incode) and weekly hours. */
export const filterExtras = lazySchema(() => ({
  is_smoker: binaryField.optional(),
  annual_incode: salaryField.optional(),
  working_hours: workingHoursField.optional(),
}));

/** An edit may leave fields empty: empty values are dropped, the others checked as on the form. */
const droppable = <T extends z.ZodType>(field: T) =>
  z
    .union([z.literal(''), z.null(), field])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value) as z.output<T> | undefined);

export const filterInfo = lazySchema(() =>
  z.object({
    zip: z.string(),
    city: z.string().nullable(),
    state: z.string(),
    dob: z.string(),
    gender: z.int(),
    tier,
    is_smoker: z.int().nullable(),
    annual_incode: z.number().nullable(),
    working_hours: z.int().nullable(),
  }),
);
export type FilterInfo = z.infer<typeof filterInfo>;

/** A changed quote's filter, with the plans the cart lost to it and why. */
export const filterChange = lazySchema(() =>
  filterInfo.extend({
    removed_from_cart: z.array(z.object({ plan_id: z.int(), plan_name: z.string(), reason: z.string() })),
  }),
);
export type FilterChange = z.infer<typeof filterChange>;

export const validateZipCode = defineCall({
  method: 'GET',
  path: 'validate-zip-code',
  summary: "A US zip code's city and state; an unknown zip answers a field error on zip.",
  input: lazySchema(() => z.object({ zip_code: z.string().trim().max(10).default('') })),
  data: lazySchema(() => z.object({ zip: z.string(), city: z.string(), state: z.string() })),
});

export const addFilterForNewUser = defineCall({
  method: 'POST',
  path: 'add-filter-for-new-user',
  summary: "Starts the visitor's quote: a new enrollment holding the filter, bound to the server session.",
  input: lazySchema(() =>
    quoteFilter.extend({
      ...filterExtras,
      eprocess: z.optional(eprocess),
      agent_id: optionalId,
      group_id: optionalId,
      platform_group_id: optionalId,
      type: z.optional(enrollType),
      open_type: z.optional(openType),
      referral: z.string().max(80).optional(),
    }),
  ),
  data: lazySchema(() => z.object({ temp_enrollment_id: z.string() })),
});

export const changeFilterInfo = defineCall({
  method: 'PUT',
  path: 'change-filter-info/:tempId',
  summary:
    "Changes the quote filter of the session's enrollment; empty values are left as they were. The cart is priced again: plans the new filter cannot buy leave it, named in removed_from_cart.",
  input: lazySchema(() =>
    z.object({
      tempId: enrollmentId,
      zip: droppable(zipField()),
      gender: droppable(genderField),
      tier: droppable(tierField),
      dob: droppable(dobField),
      is_smoker: droppable(binaryField),
      annual_incode: droppable(salaryField),
      working_hours: droppable(workingHoursField),
    }),
  ),
  data: filterChange,
});

export const getEnrollmentTempInfo = defineCall({
  method: 'GET',
  path: 'get-enrollment-temp-info',
  summary: 'One part of the enrollment: its enroll type, eprocess, quote filter or effective date.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      column: z.enum(['type', 'eprocess', 'filter_info', 'effective_date']),
    }),
  ),
  data: lazySchema(() => z.object({ result: z.union([filterInfo, z.string(), z.null()]) })),
});

const childrenField = (max: number) =>
  z
    .union([z.int(), z.string().trim().regex(/^\d+$/, messages.required)], required)
    .transform(Number)
    .pipe(z.int().min(1, messages.childrenRange(max)).max(max, messages.childrenRange(max)));
const ignored = lazySchema(() =>
  z
    .unknown()
    .optional()
    .transform(() => null),
);

/** The dependent modal for a tier: spouse's date of birth for IS and IF, children 1-9 for IC and 1-8 for IF. */
export const dependentInfoFor = (chosen: Tier) =>
  z.object({
    dep_dob: chosen === 'IS' || chosen === 'IF' ? dobField : ignored,
    no_of_children: chosen === 'IC' || chosen === 'IF' ? childrenField(chosen === 'IF' ? 8 : 9) : ignored,
  });

export const storeTempDependentInfo = defineCall({
  method: 'POST',
  path: 'store-temp-dependent-info',
  summary: "Records the spouse's date of birth and the number of children the enrollment's tier needs.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      plan_id: optionalId,
      dep_dob: z.string().max(10).nullish(),
      no_of_children: z.union([z.int(), z.string().max(2)]).nullish(),
    }),
  ),
  data: lazySchema(() => z.object({ spouse_dob: z.string().nullable(), no_of_children: z.int().nullable() })),
});

export const getTempDependentInfo = defineCall({
  method: 'GET',
  path: 'get-temp-dependent-info',
  summary: "The enrollment's spouse date of birth and number of children.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ spouse_dob: z.string().nullable(), no_of_children: z.int().nullable() })),
});
