import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId, tier, unavailableCodes } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { planFlags, tierPrice } from './plans.ts';
import { withTextLanguage } from './text-language.ts';

const planId = lazySchema(() => z.coerce.number().int().positive());

export const planDescription = lazySchema(() =>
  z.object({
    header_text: z.string(),
    body_text: z.string(),
    blueBarText: z.string(),
    association_text: z.string(),
    exclusions_text: z.string(),
    example_text: z.string(),
    faq_text: z.string(),
  }),
);

export const getPlanDetail = defineCall({
  method: 'GET',
  path: 'get-plan-detail/:planId',
  summary: 'A plan on sale to the visitor: its description (ASCII only), carrier, rules and any blackout notice.',
  input: lazySchema(() => z.object({ planId })),
  data: lazySchema(() =>
    z.object({
      plan_id: z.int(),
      plan_name: z.string(),
      plan_category: z.string(),
      plan_logo: z.string().nullable(),
      plan_short_text: z.string(),
      plan_desc: planDescription,
      carrier: z.object({ name: z.string(), logo: z.string() }),
      tiers: z.array(tier),
      min_age: z.int(),
      max_age: z.int(),
      ...planFlags,
      premier: z.boolean(),
      /** Set while the plan cannot be bought (its blackout window includes today). */
      blackout_message: z.string().nullable(),
      /** The language of the plan's texts; Spanish descriptions keep their accents (ASCII only applies to English). */
      ...withTextLanguage,
    }),
  ),
});

const pricingErrorCodes = [...Object.values(unavailableCodes), 'changePid'] as const;

export const getPlanPricingDetail = defineCall({
  method: 'GET',
  path: 'get-plan-pricing-detail',
  summary:
    "A plan's price for the enrollment's quote filter; when it cannot be priced, the banner saying why (errorCode), or changePid with the plan to show instead.",
  input: lazySchema(() => z.object({ pid: planId, enrollment_id: z.optional(enrollmentId) })),
  data: lazySchema(() =>
    z.object({
      plans: z.array(
        z.object({
          /** The plan is in the cart already. */
          selected_plan: z.boolean(),
          pid: z.int(),
          ppid: z.int().nullable(),
          tier: z.nullable(tier),
          price: z.number().nullable(),
          tier_price: z.array(tierPrice),
          /** Salary-based plans: the monthly benefit the salary buys. */
          monthly_benefit: z.number().nullable(),
        }),
      ),
      message: z.string().nullable(),
      errorCode: z.enum(pricingErrorCodes).nullable(),
      /** With changePid: the plan to load instead. */
      new_pid: z.int().nullable(),
      /** A partner carrier's plan: the membership plan it is sold with, priced for the quote (null price before one). */
      membership: z
        .object({
          plan_id: z.int(),
          plan_name: z.string(),
          ppid: z.int().nullable(),
          price: z.number().nullable(),
          in_cart: z.boolean(),
          ...withTextLanguage,
        })
        .nullable(),
    }),
  ),
});

const status = lazySchema(() => z.object({ status: z.boolean() }));
const planCheckInput = lazySchema(() => z.object({ enrollment_id: z.optional(enrollmentId), plan_id: planId }));

export const getMoreRequirement = defineCall({
  method: 'GET',
  path: 'get-more-requirement',
  summary: 'Whether a premier plan is in the cart (with enrollment_id) or is the plan named (with plan_id).',
  input: lazySchema(() => z.object({ enrollment_id: z.optional(enrollmentId), plan_id: planId.optional() })),
  data: lazySchema(() => z.object({ result: z.boolean() })),
});

export const checkPrudentialPlan = defineCall({
  method: 'GET',
  path: 'check-prudential-plan',
  summary: "Whether the plan is a partner carrier's plan, sold only with its membership plan.",
  input: planCheckInput,
  data: status,
});

export const checkPrudentialCart = defineCall({
  method: 'GET',
  path: 'check-prudential-cart',
  summary: "Whether the cart holds a partner carrier's plan.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, plan_id: planId.optional() })),
  data: status,
});

export const checkDisabilityPlan = defineCall({
  method: 'GET',
  path: 'check-disability-plan',
  summary: 'Whether the plan is a disability income plan.',
  input: planCheckInput,
  data: status,
});
