import { z } from 'zod';
import { defineCall } from './call.ts';
import { effectiveDate } from './cart.ts';
import { enrollmentId, eprocess, openType, tier } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages, quoteMessages } from './messages.ts';
import { namePattern, saveForLaterEmail } from './wizard/fields.ts';
import { CART_TAB, type SavedTab, wizardSteps } from './wizard/steps.ts';
import { stepDraftData } from './wizard/tabs.ts';

export { quoteMessages };

const required = { error: messages.required };

/** The Save Cart form: who the quote goes to. The same rules check the form and the call. */
export const quoteRecipient = lazySchema(() =>
  z.object({
    name: z
      .string(required)
      .trim()
      .min(1, { ...required, abort: true })
      .max(80, quoteMessages.invalidName)
      .regex(namePattern, quoteMessages.invalidName),
    email: z
      .string(required)
      .trim()
      .min(1, { ...required, abort: true })
      .max(254, quoteMessages.invalidEmail)
      .pipe(z.email(quoteMessages.invalidEmail)),
    message: z.string().trim().max(1000, quoteMessages.messageTooLong).optional(),
  }),
);
export type QuoteRecipient = z.infer<typeof quoteRecipient>;

const quoteInput = lazySchema(() =>
  quoteRecipient.extend({
    enrollment_id: enrollmentId,
    tab: z.literal(CART_TAB),
    effective_date: z.optional(effectiveDate),
  }),
);

export const getQuotePreviewContent = defineCall({
  method: 'GET',
  path: 'get-quote-preview-content',
  summary: 'The quote e-mail as it would be sent (HTML), without sending it.',
  input: lazySchema(() => quoteInput.extend({ type: z.literal('preview') })),
  data: lazySchema(() => z.object({ content: z.string() })),
});

const savedTabs = [CART_TAB, ...wizardSteps.map((step) => step.savedTab)] as [SavedTab, ...SavedTab[]];

/**
 * One call, two uses by tab. cart_info: the cart is e-mailed as a quote to a name and address (the Save Cart
 * form's rules). A wizard step's saved tab: Save & Continue Later, the step's values kept and a code e-mailed to the
 * alternate address ('Enter valid email address').
 */
export const saveEnrollment = defineCall({
  method: 'POST',
  path: 'save-enrollment',
  summary:
    "With tab cart_info: e-mails the cart as a quote, reminded of until answered. With a wizard step's tab: keeps the step's values and e-mails a code and a link to continue later.",
  input: lazySchema(() =>
    z
      .object({
        enrollment_id: enrollmentId,
        tab: z.enum(savedTabs),
        email: z.string().max(254),
        name: z.string().max(80).optional(),
        message: z.string().max(1000).optional(),
        effective_date: z.optional(effectiveDate),
        data: stepDraftData.optional(),
      })
      .superRefine((input, ctx) => {
        const rules = input.tab === CART_TAB ? quoteRecipient : z.object({ email: saveForLaterEmail });
        for (const issue of rules.safeParse(input).error?.issues ?? []) ctx.addIssue({ ...issue, code: 'custom' });
      }),
  ),
  data: lazySchema(() => z.object({ result: z.object({ email: z.string(), expires_at: z.string().optional() }) })),
});

/** Where a resume link leads: the enrollment and the context it was saved in. */
export const continueResult = lazySchema(() =>
  z.object({
    enrollment_id: z.string(),
    saved_tab: z.string(),
    group_id: z.int().nullable(),
    platform_group_id: z.int().nullable(),
    agent_id: z.int().nullable(),
    open_type: z.nullable(openType),
    effective_date: z.nullable(effectiveDate),
    type: z.string(),
    eprocess: z.nullable(eprocess),
    tier,
    /** A link alone opens the cart; a step with personal data also needs the code e-mailed with it (continue-enrollment). */
    needs_code: z.boolean().default(false),
  }),
);
export type ContinueResult = z.infer<typeof continueResult>;

export const directContinue = defineCall({
  method: 'POST',
  path: 'direct-continue/:id',
  summary:
    "Opens a resume link (a quote's cart): the session may read that cart, nothing else of the enrollment. Unknown or expired: 404.",
  input: lazySchema(() => z.object({ id: z.string().min(16).max(200) })),
  data: continueResult,
});

export const quoteStatus = lazySchema(() => z.union([z.literal(0), z.literal(1)]));

export const updateQuoteseenStatus = defineCall({
  method: 'POST',
  path: 'update-quoteseen-status',
  summary:
    "The client's answer to a received quote: 1 accept (the enrollment becomes this session's), 0 decline (no more reminders). The sender is told by e-mail.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, quote_status: quoteStatus })),
  data: lazySchema(() => z.object({ quote_status: quoteStatus })),
});
