import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId, eprocess } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { withTextLanguage } from '../text-language.ts';
import { formField } from './fields.ts';
import { stepSaved } from './tabs.ts';
import { agreementMessages } from './wizard-messages.ts';

export { agreementMessages };

/** Agreement & Signature (part 2, §2.13, §4, §5, §6). */

/** Part 2, §9: a select-all box and a scroll area when there are more than this many agreements. */
export const SELECT_ALL_AFTER = 5;

/**
 * Who verifies (part 2, §4 and §6): rep, Broker Verification (agent name and code); group, Group Verification (group
 * name and code); applicant, Applicant Verification (user name); sigapplicant, the same with a signature.
 */
export const signatureModes = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export type SignatureMode = (typeof signatureModes)[number];
export const verificationTitles: Record<SignatureMode, string> = {
  rep: agreementMessages.brokerVerification,
  group: agreementMessages.groupVerification,
  applicant: agreementMessages.applicantVerification,
  sigapplicant: agreementMessages.applicantVerification,
};
/** The verification fields each mode asks for. */
export const verificationFields = {
  rep: ['agent_name', 'agent_code'],
  group: ['group_name', 'group_code'],
  applicant: ['user_name'],
  sigapplicant: ['user_name'],
} as const satisfies Record<SignatureMode, readonly string[]>;
export const agreementFieldNames = [
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
  'date',
  'signature',
] as const;

/**
 * Whether the signature pad must be signed now: 'required' for an applicant when a plan needs a signature (and for a
 * representative or group when the member cannot sign later by text message); 'optional' when the member may sign
 * later by the link e-mailed and texted at completion; 'none' when no plan needs one.
 */
export const signatureNeed = lazySchema(() => z.enum(['required', 'optional', 'none']));
export type SignatureNeed = z.infer<typeof signatureNeed>;

/** One agreement text (part 2, §3): a checkbox when `agreement` is 1, which must be ticked when `text_required`. */
export const agreementText = lazySchema(() =>
  z.object({
    question_id: z.int(),
    text_head: z.string(),
    text_body: z.string(),
    text_required: z.boolean(),
    /** 1: an agreement with a checkbox; 0: a text that only informs (list, elist and stmt billing). */
    agreement: z.union([z.literal(0), z.literal(1)]),
    /** The catalog's version of the text; the evidence keeps it with the text's SHA-256. */
    version: z.int(),
    /** The language of text_head and text_body. */
    ...withTextLanguage,
  }),
);
export type AgreementText = z.infer<typeof agreementText>;

const agreementTexts = lazySchema(() =>
  z.object({
    result: z.array(agreementText),
    special_message: z.string().nullable(),
    l713_net_price: z.number(),
    has_l713: z.boolean(),
  }),
);

export const getAgreementTexts = defineCall({
  method: 'GET',
  path: 'get-agreement-texts',
  summary:
    "The agreements the plans in the cart and the payment method bring, in order, with the cart's partner notice and L713 net price.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: agreementTexts,
});

export const getFormFieldsAgreementInfo = defineCall({
  method: 'GET',
  path: 'get-form-fields-agreement-info',
  summary:
    'The verification fields for who enrolls (agent, group or applicant), the signature mode, and the date of signing.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z.array(formField),
      draft_revision: z.int().nullable(),
      signature_mode: z.enum(signatureModes),
      verification_title: z.string(),
      signature: signatureNeed,
      /** Today as the store counts it, MM/DD/YYYY: the date the form shows and sends back. */
      today: z.string(),
    }),
  ),
});

/** A PNG data URL of the signature pad, at most this long (about 380 KB of image). */
export const MAX_SIGNATURE_CHARS = 512 * 1024;
export const signatureImage = lazySchema(() =>
  z
    .string()
    .max(MAX_SIGNATURE_CHARS, agreementMessages.signatureUnreadable)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, agreementMessages.signatureUnreadable),
);

const typed = lazySchema(() => z.string().trim().max(100).optional());

/** The answer to one agreement: 1 ticked, 0 not. */
export const agreementAnswer = lazySchema(() =>
  z.object({
    question_id: z.int(),
    /** The heading as shown, kept with the evidence; the server's own text is what is hashed. */
    question: z.string().max(500).optional(),
    answer: z
      .union([z.literal([0, 1, '0', '1']), z.boolean()])
      .transform((value) => (value === true || Number(value) === 1 ? 1 : 0)),
  }),
);

/**
 * Errors name `agreements.N.answer` for the N-th text of get-agreement-texts ('This field is required.'), the
 * verification field, `date` or `signature`.
 */
export const saveAgreementInfo = defineCall({
  method: 'POST',
  path: 'save-agreement-info',
  summary:
    'Saves Agreement & Signature: every required agreement ticked, the verification answered as who enrolls, the signature (PNG) when the mode needs it. The texts agreed (version and SHA-256), the time, the signer, the client address and browser, and the signature are kept as evidence.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      eprocess: z.optional(eprocess),
      agreements: z.array(agreementAnswer).max(100).default([]),
      verification_code: z.string().trim().max(40).optional(),
      date: z.string().trim().max(10).optional(),
      agent_name: typed,
      agent_code: typed,
      group_name: typed,
      group_code: typed,
      user_name: typed,
      signature: z.string().max(MAX_SIGNATURE_CHARS).optional(),
    }),
  ),
  data: lazySchema(() => stepSaved.extend({ signed: z.boolean() })),
  bodyLimit: MAX_SIGNATURE_CHARS + 64 * 1024,
});
