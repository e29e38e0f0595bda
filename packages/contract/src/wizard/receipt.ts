import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { agreementAnswer, agreementText, MAX_SIGNATURE_CHARS } from './agreement-info.ts';
import { RECEIPT_SUBJECT, receiptMessages } from './wizard-messages.ts';

export { RECEIPT_SUBJECT, receiptMessages };

/** 'submitted': complete; 'awaiting-signature': the member signs later by the link sent to them. */
export const applicationStatus = lazySchema(() => z.enum(['submitted', 'awaiting-signature']));
export type ApplicationStatus = z.infer<typeof applicationStatus>;

export const receipt = lazySchema(() =>
  z.object({
    /** The confirmation number. */
    policy_id: z.string(),
    /** The applicant's first and last name. */
    name: z.string(),
    /** Whether the first month is invoiced (list, elist and stmt billing); the store makes the invoice itself. */
    callInvoice: z.boolean(),
    status: applicationStatus,
  }),
);
export type Receipt = z.infer<typeof receipt>;

export const getReceipt = defineCall({
  method: 'GET',
  path: 'get-receipt',
  summary: "The submitted enrollment's confirmation number, the applicant's name and whether it is invoiced.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: receipt,
});

/** The web page a signature link opens (the e-mail and the text message carry it). */
export const memberSignaturePath = (token: string) => `/sign-agreement/${token}`;

/** The token of a signature link: 32 random bytes, base64url. */
export const signatureToken = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, receiptMessages.linkGone),
);

export const getMemberAgreement = defineCall({
  method: 'GET',
  path: 'get-member-agreement',
  summary:
    "A signature link's agreement, for the member alone: the texts agreed at enrollment, the plans and the confirmation number. Unknown, used, expired or another site's links are not found.",
  input: lazySchema(() => z.object({ token: signatureToken })),
  data: lazySchema(() =>
    z.object({
      site_name: z.string(),
      first_name: z.string(),
      policy_id: z.string(),
      plans: z.array(z.string()),
      result: z.array(agreementText),
      today: z.string(),
      expires_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const saveMemberSignature = defineCall({
  method: 'POST',
  path: 'save-member-signature',
  summary:
    "The member's signature by the link: every required agreement ticked, their name as on the application, and the signature; the application is then signed and the representative told.",
  input: lazySchema(() =>
    z.object({
      token: signatureToken,
      agreements: z.array(agreementAnswer).max(100).default([]),
      user_name: z.string().trim().max(100).optional(),
      date: z.string().trim().max(10).optional(),
      signature: z.string().max(MAX_SIGNATURE_CHARS).optional(),
    }),
  ),
  data: lazySchema(() => z.object({ policy_id: z.string(), signed: z.literal(true) })),
  bodyLimit: MAX_SIGNATURE_CHARS + 64 * 1024,
});
