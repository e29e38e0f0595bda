import { z } from 'zod';
import { defineCall } from '../call.ts';
import { effectiveDate } from '../cart.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { withTextLanguage } from '../text-language.ts';
import { flagField, optionalText } from './fields.ts';
import { receipt } from './receipt.ts';
import { wizardTab } from './tabs.ts';
import { reviewMessages } from './wizard-messages.ts';

export { reviewMessages };

/** Review & Confirmation (part 2, §2.11, §4) and 'Complete Enrollment'. */

/** One step as the review cards show it. */
export const reviewStep = lazySchema(() =>
  z.object({
    tab_name: wizardTab,
    title: z.string(),
    /** Where its Edit Details opens: /enrollment/{slug}. */
    slug: z.string(),
    completed: z.boolean(),
    /** Employer Information saved as skipped (IHA plan): the card is hidden. */
    skipped: z.boolean(),
    /**
     * The saved answers by the field names of the step's form, codes as saved (the step files hold their labels).
     * Never whole again: SSNs as ***-**-1234, account numbers as ****1234, a card as card_brand and card_last4, and a
     * signature only as `signed`. Null until the step is completed.
     */
    answers: z.record(z.string(), z.json()).nullable(),
  }),
);
export type ReviewStep = z.infer<typeof reviewStep>;

/** The side summary: effective date, each plan with its price, first month and recurring costs. */
export const reviewCart = lazySchema(() =>
  z.object({
    effective_date: z.nullable(effectiveDate),
    plans: z.array(
      z.object({
        plan_id: z.int(),
        plan_name: z.string(),
        plan_category: z.string(),
        price: z.number(),
        ...withTextLanguage,
      }),
    ),
    initial_month_cost: z.number(),
    recurring_month_cost: z.number(),
  }),
);

export const getReviewInfo = defineCall({
  method: 'GET',
  path: 'get-review-info',
  summary:
    'Every step of this enrollment as the review cards show it (masked), the cart summary, and what Complete Enrollment needs: the steps still missing and whether the text-message signature is offered.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z.array(reviewStep),
      cart: reviewCart,
      additional_notes: z.string().nullable(),
      /** The steps (before the review) still to complete; Complete Enrollment is refused until none is left. */
      missing: z.array(wizardTab),
      enroll_by: z.enum(['rep', 'group', 'applicant']),
      has_already_signed: z.boolean(),
      signature_required: z.boolean(),
      /** The send_sms checkbox (part 2, §2.11): rep or group, no IHA plan, not signed yet, a plan needs a signature. */
      sms_signature_offered: z.boolean(),
    }),
  ),
});

/**
 * 'Complete Enrollment': the enrollment becomes a submitted application (a confirmation number, one pending policy per
 * plan, the answers frozen, its PDF), the receipt is e-mailed. Sending it again answers the same application.
 */
export const saveReviewInfo = defineCall({
  method: 'POST',
  path: 'save-review-info',
  summary:
    'Completes the enrollment: the answers of every step are frozen into an application with a confirmation number and one pending policy per plan; the receipt follows by e-mail. Idempotent: a repeat answers the same application.',
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      additional_notes: optionalText(1000, reviewMessages.notesTooLong),
      first_enroll: flagField.optional(),
      send_sms: flagField.optional(),
    }),
  ),
  data: receipt,
});
