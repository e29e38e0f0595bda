import { z } from 'zod';
import { defineCall } from './call.ts';
import { effectiveDate } from './cart.ts';
import { enrollmentId, eprocess, openType, tier } from './codes.ts';
import { messages } from './messages.ts';
import { CART_TAB } from './wizard/steps.ts';

export const quoteMessages = {
  invalidName: 'Please enter valid name',
  invalidEmail: 'Please enter valid email address',
  sent: (email: string) => `Quote Successfully Sent to ${email}`,
  welcome: 'Welcome to your personalized quote!',
} as const;

const required = { error: messages.required };

/** The Save Cart form: who the quote goes to. The same rules check the form and the call. */
export const quoteRecipient = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .max(80, quoteMessages.invalidName)
    .regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, quoteMessages.invalidName),
  email: z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .max(254, quoteMessages.invalidEmail)
    .pipe(z.email(quoteMessages.invalidEmail)),
  message: z.string().trim().max(1000, 'Please keep the message under 1000 characters').optional(),
});
export type QuoteRecipient = z.infer<typeof quoteRecipient>;

const quoteInput = quoteRecipient.extend({
  enrollment_id: enrollmentId,
  tab: z.literal(CART_TAB),
  effective_date: effectiveDate.optional(),
});

export const getQuotePreviewContent = defineCall({
  method: 'GET',
  path: 'get-quote-preview-content',
  summary: 'The quote e-mail as it would be sent (HTML), without sending it.',
  input: quoteInput.extend({ type: z.literal('preview') }),
  data: z.object({ content: z.string() }),
});

/** Tab cart_info: the cart is saved as a quote and e-mailed; the wizard's tabs come with the wizard. */
export const saveEnrollment = defineCall({
  method: 'POST',
  path: 'save-enrollment',
  summary:
    'With tab cart_info: saves the cart as a quote and e-mails it with a link to it; reminders follow until it is answered.',
  input: quoteInput,
  data: z.object({ result: z.object({ email: z.string() }) }),
});

/** Where a resume link leads: the enrollment and the context it was saved in. */
export const continueResult = z.object({
  enrollment_id: z.string(),
  saved_tab: z.string(),
  group_id: z.int().nullable(),
  platform_group_id: z.int().nullable(),
  agent_id: z.int().nullable(),
  open_type: openType.nullable(),
  effective_date: effectiveDate.nullable(),
  type: z.string(),
  eprocess: eprocess.nullable(),
  tier,
});
export type ContinueResult = z.infer<typeof continueResult>;

export const directContinue = defineCall({
  method: 'GET',
  path: 'direct-continue/:id',
  summary:
    "Opens a resume link (a quote's cart): the session may read that cart, nothing else of the enrollment. Unknown or expired: 404.",
  input: z.object({ id: z.string().min(16).max(200) }),
  data: continueResult,
});

export const quoteStatus = z.union([z.literal(0), z.literal(1)]);

export const updateQuoteseenStatus = defineCall({
  method: 'POST',
  path: 'update-quoteseen-status',
  summary:
    "The client's answer to a received quote: 1 accept (the enrollment becomes this session's), 0 decline (no more reminders). The sender is told by e-mail.",
  input: z.object({ enrollment_id: enrollmentId, quote_status: quoteStatus }),
  data: z.object({ quote_status: quoteStatus }),
});
