import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId, eprocess, openType, optionalId } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { tierPrice } from './plans.ts';
import { withTextLanguage } from './text-language.ts';

/** An offer: pop_up_display is true only when the plan is on sale, priced, not yet in the cart, and the shopper is no representative. */
export const suggestedPlan = lazySchema(() =>
  z.object({
    offer: z.enum(['accident', 'term_life', 'dental', 'vision']),
    pop_up_display: z.boolean(),
    pop_up_title: z.string(),
    pop_up_header: z.string(),
    pop_up_link: z.string(),
    pop_up_link_description: z.string(),
    plan_id: z.int(),
    plan_name: z.string(),
    plan_logo: z.string().nullable(),
    plan_short_text: z.string(),
    plan_category: z.string(),
    plan_price: z.number().nullable(),
    pid: z.int(),
    ppid: z.int().nullable(),
    tier_price: z.array(tierPrice),
    /** The language of the plan's name and short text. */
    ...withTextLanguage,
  }),
);
export type SuggestedPlan = z.infer<typeof suggestedPlan>;

const input = lazySchema(() =>
  z.object({
    enrollment_id: enrollmentId,
    agent_id: optionalId,
    group_id: optionalId,
    portal_id: optionalId,
    eprocess: z.optional(eprocess),
    open_type: z.optional(openType),
  }),
);

export const getSuggestedPlanList = defineCall({
  method: 'GET',
  path: 'get-suggested-plan-list',
  summary: 'Offers before checkout: a term life plan, then a dental and a vision plan, for what the cart lacks.',
  input,
  data: lazySchema(() => z.array(suggestedPlan)),
});

export const getSuggestedPlanListNew = defineCall({
  method: 'GET',
  path: 'get-suggested-plan-list-new',
  summary: 'The offer after a plan is added: an accident plan after a medical or hospital plan.',
  input: lazySchema(() => input.extend({ plan_id: z.coerce.number().int().positive() })),
  data: lazySchema(() => z.array(suggestedPlan)),
});
