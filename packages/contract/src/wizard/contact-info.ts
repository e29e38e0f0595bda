import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import {
  askedOnly,
  emailField,
  type FormField,
  flagField,
  formsByAskedFields,
  optionalText,
  phoneField,
  requiredText,
  sentFields,
  stateField,
  zipCodeField,
} from './fields.ts';
import { formFieldsCall, stepSaved } from './tabs.ts';

/** Every Contact Information field the catalog may ask for, with its rule (part 2, §5). */
export const contactInfoShape = lazySchema(() => ({
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(60),
  state: stateField,
  zip: zipCodeField,
  phone_number: phoneField(),
  email_address: emailField(),
  birth_state: stateField,
  birth_city: requiredText(60),
}));

/**
 * What the person ticks beside the fields, whatever the catalog asks: postal validation, and (representatives and
 * groups) skipping the e-mail and phone checks.
 */
export const contactFlags = lazySchema(() => ({
  with_validation: z.union([z.literal(''), z.null(), flagField]).optional(),
  skip_validation_email: z.union([z.literal(''), z.null(), flagField]).optional(),
  skip_validation_phone: z.union([z.literal(''), z.null(), flagField]).optional(),
}));

const contactForms = formsByAskedFields((fields, _: null) =>
  z.object({ ...askedOnly(contactInfoShape, fields), ...contactFlags }),
);
export const contactInfoFor = (fields: readonly Pick<FormField, 'field_name' | 'required'>[]) =>
  contactForms(fields, null);

export const getFormFieldsContactInfo = formFieldsCall(
  'get-form-fields-contact-info',
  'The Contact Information fields this enrollment asks for, with their values.',
);

export const saveContactInfo = defineCall({
  method: 'POST',
  path: 'save-contact-info',
  summary:
    'Saves the Contact Information step. An e-mail or phone the validation services doubt is refused with is_valid false, unless it was proven by a one-time code or (representatives and groups) its check is skipped.',
  input: lazySchema(() =>
    z.object({ enrollment_id: enrollmentId, ...sentFields({ ...contactInfoShape, ...contactFlags }) }),
  ),
  data: stepSaved,
});

export const getStates = defineCall({
  method: 'GET',
  path: 'get-states',
  summary: 'US states and territories, for the state and birth state selects.',
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ result: z.array(z.object({ name: z.string(), abbrev: z.string() })) })),
});

export const validateMemberEmail = defineCall({
  method: 'POST',
  path: 'validate-member-email',
  summary: "Whether an e-mail address is free: another member's address answers 'Email Already Exists.' under it.",
  input: lazySchema(() => z.object({ email: emailField(), enrollment_id: z.optional(enrollmentId) })),
  data: lazySchema(() => z.object({ result: z.literal(true) })),
});

/** What a validation service says of an address or number: valid, or why not. */
export const validity = lazySchema(() => z.object({ valid: z.boolean(), reason: z.string().nullable() }));
export type Validity = z.infer<typeof validity>;

export const validatePhoneNumverify = defineCall({
  method: 'GET',
  path: 'validate-phone-numverify',
  summary: 'Whether a phone number can be a US number in service (area code and exchange by the numbering plan).',
  input: lazySchema(() => z.object({ phone: phoneField() })),
  data: validity,
});

export const validateEmailNeverbounce = defineCall({
  method: 'POST',
  path: 'validate-email-neverbounce',
  summary: 'Whether an e-mail address can receive mail: its form, a domain that takes mail, not a disposable one.',
  input: lazySchema(() => z.object({ email: emailField() })),
  data: validity,
});
