import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { emailField, phoneField } from './fields.ts';
import { otpMessages } from './wizard-messages.ts';

export { otpMessages };

/** Part 2, §2.6 and §9: a code of 6 digits; resend after 120 s; the wait-end flag lasts 600 s; success closes after 2 s. */
export const otpTimings = { resendAfterSeconds: 120, waitFlagSeconds: 600, successCloseMs: 2000 } as const;

export const otpType = lazySchema(() => z.enum(['email', 'phone']));
export type OtpType = z.infer<typeof otpType>;

/** The contact a code goes to, checked as the Contact step checks it. */
const contactOf = (type: OtpType) => (type === 'email' ? emailField() : phoneField());
const contactInput = lazySchema(() =>
  z.object({ enrollment_id: enrollmentId, type: otpType, contact: z.string().max(254) }).superRefine((input, ctx) => {
    const checked = contactOf(input.type).safeParse(input.contact);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact'],
        message: checked.error.issues[0]?.message ?? messages.required,
      });
    }
  }),
);

export const sendOtp = defineCall({
  method: 'POST',
  path: 'send-otp',
  summary:
    'Sends a 6-digit one-time code to an e-mail address or phone (10 minutes, single use, 5 tries); again only after 120 s, and 5 an hour per contact.',
  input: contactInput,
  data: lazySchema(() => z.object({ resend_in: z.int(), expires_in: z.int() })),
});

export const otpCode = lazySchema(() =>
  z
    .string({ error: messages.sixDigitOtp })
    .trim()
    .regex(/^\d{6}$/, messages.sixDigitOtp),
);

export const verifyOtp = defineCall({
  method: 'POST',
  path: 'verify-otp',
  summary: 'Checks a one-time code; when right, the contact counts as verified for this enrollment.',
  input: lazySchema(() => contactInput.extend({ otp: otpCode })),
  data: lazySchema(() => z.object({ verified: z.literal(true), contact: z.string() })),
});
