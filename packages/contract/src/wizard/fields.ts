import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { parseUsDate } from '../us-date.ts';
import { stateAbbreviations } from './states.ts';
import { wizardMessages } from './wizard-messages.ts';

export { wizardMessages };

/** The wizard's field rules (part 2, §5), shared by its steps; each step's file composes them. */

const required = { error: messages.required };

/** Text that must be there: blank is 'Field is required', and nothing else is checked until it is there. */
export const requiredText = (max: number, tooLong = wizardMessages.tooLong(max)) =>
  z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .max(max, tooLong);

/** Text that may be left blank; blank reads as absent. */
export const optionalText = (max: number, tooLong = wizardMessages.tooLong(max)) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** Letters of any alphabet, with the spaces, hyphens, apostrophes and periods real names carry. */
export const namePattern = /^\p{L}+(?:[ '’.-]+\p{L}+)*\.?$/u;

export const personName = (invalid: string) => requiredText(50, invalid).regex(namePattern, invalid);
export const optionalPersonName = (invalid: string) =>
  optionalText(50, invalid).refine((value) => value === undefined || namePattern.test(value), invalid);

/** Digits only, whatever punctuation was typed between them. */
const digitsOf = (value: string) => value.replace(/[\s().-]/g, '');

export const phoneField = (invalid: string = wizardMessages.invalidPhone) =>
  requiredText(20, invalid)
    .transform(digitsOf)
    .pipe(z.string().regex(/^\d{10}$/, invalid));

export const emailField = (invalid: string = wizardMessages.invalidEmail) =>
  requiredText(254, invalid).pipe(z.email(invalid));

export const zipCodeField = lazySchema(() =>
  requiredText(10, messages.enterFiveDigitZip).regex(/^\d{5}$/, messages.enterFiveDigitZip),
);

/** Two letters, upper-cased, of a US state or territory. */
export const stateField = lazySchema(() =>
  requiredText(2, wizardMessages.invalidState)
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, wizardMessages.invalidState)
        .refine((value) => stateAbbreviations.has(value), wizardMessages.invalidState),
    ),
);

/** The address Save & Continue Later e-mails the code to. */
export const saveForLaterEmail = lazySchema(() => emailField(wizardMessages.invalidAlternateEmail));

/** A real calendar date typed as MM/DD/YYYY. */
export const usDateField = lazySchema(() =>
  requiredText(10, messages.invalidDate).refine((text) => parseUsDate(text) !== null, messages.invalidDate),
);

/** Nine digits that can be a Social Security number: no area 000, 666 or 9xx, no group 00, no serial 0000. */
export const ssnField = (invalid: string) =>
  requiredText(11, invalid)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/, invalid));

/** A whole number typed as digits (or sent as a number), of at most `digits` digits. */
export const digitsNumber = (digits: number, invalid: string) =>
  z
    .union([z.int(), z.string().trim()], required)
    .refine((value) => value !== '', { ...required, abort: true })
    .transform(String)
    .pipe(z.string().regex(new RegExp(`^\\d{1,${digits}}$`), invalid))
    .transform(Number);

/** 0 or 1 as a number, a select's text or a checkbox's boolean. */
export const flagField = lazySchema(() =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', { ...required, abort: true })
    .pipe(z.union([z.literal([0, 1, '0', '1']), z.boolean()], required))
    .transform((value) => (value === true || Number(value) === 1 ? 1 : 0)),
);

/** One of a list's codes, as a select sends it. */
export const codeField = <const T extends readonly [string, ...string[]]>(codes: T) => z.enum(codes, required);

/** What a form may send: any of a step's fields, as typed; the server checks them against what the enrollment asks. */
const sentValue = lazySchema(() => z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional());
export const sentFields = <S extends Record<string, unknown>>(shape: S) =>
  Object.fromEntries(Object.keys(shape).map((name) => [name, sentValue])) as { [K in keyof S]: typeof sentValue };

/** A field the server offers (get-form-fields-*): asked (`required`, as the spec names it), locked, prefilled. */
export const formField = lazySchema(() =>
  z.object({
    field_name: z.string(),
    required: z.boolean(),
    read_only: z.boolean(),
    /** A set of ticks (the holiday policy) comes as its keys with 0 or 1. */
    value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.int())]),
  }),
);
export type FormField = z.infer<typeof formField>;

/**
 * A form's schema per key, built once (the oldest forgotten past `limit`): a schema compiles itself at its first
 * parse, which costs more than the parse, and every enrollment's forms come from the few variants the catalog makes.
 */
export function formsByKey<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  build: (...args: A) => T,
  limit = 200,
) {
  const kept = new Map<string, T>();
  return (...args: A): T => {
    const key = keyOf(...args);
    const found = kept.get(key);
    if (found) return found;
    const made = build(...args);
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, made);
    return made;
  };
}

/** A form's schema per set of asked fields and options, built once. */
export const formsByAskedFields = <O, T>(build: (fields: readonly AskedField[], options: O) => T) =>
  formsByKey(
    (fields: readonly AskedField[], options: O) =>
      `${fields.flatMap((field) => (field.required ? [field.field_name] : [])).join()}|${JSON.stringify(options)}`,
    build,
  );
type AskedField = Pick<FormField, 'field_name' | 'required'>;

/** The fields of a step's form that the enrollment asks for; the others are not shown and not checked. */
export function askedOnly<S extends z.ZodRawShape>(
  shape: S,
  fields: readonly Pick<FormField, 'field_name' | 'required'>[],
) {
  const asked = new Set(fields.filter((field) => field.required).map((field) => field.field_name));
  // Typed as every field optional: which ones are there is known only at run time.
  return Object.fromEntries(Object.entries(shape).filter(([name]) => asked.has(name))) as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };
}
