import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId, eprocess, openType, optionalId, tier } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { withTextLanguage } from './text-language.ts';

export const tierPrice = lazySchema(() => z.object({ tier, price: z.number() }));

/** What a plan asks of the shopper before it is bought, and what it is: on its card and on its page. */
export const planFlags = lazySchema(() => ({
  is_partner_carrier: z.boolean(),
  requires_membership: z.boolean(),
  is_membership: z.boolean(),
  requires_group_code: z.boolean(),
  salary_based: z.boolean(),
  tobacco_rated: z.boolean(),
  has_eligibility_questions: z.boolean(),
  has_underwriting_questions: z.boolean(),
}));

/** One plan on a listing: prices per tier shown only above zero; plan_price is the filter tier's, when priced. */
export const planCard = lazySchema(() =>
  z.object({
    plan_id: z.int(),
    plan_name: z.string(),
    plan_logo: z.string().nullable(),
    plan_short_text: z.string(),
    plan_category: z.string(),
    callout_text: z.string().nullable(),
    callout_color: z.string(),
    tier_price: z.array(tierPrice),
    is_in_cart: z.boolean(),
    /** No price for this shopper (or no quote yet): the card offers details, not Add to Cart. */
    hide_add_to_cart: z.boolean(),
    plan_price: z.number().nullable(),
    /** The plan's id, and the id of the price row the shopper would be charged. */
    pid: z.int(),
    ppid: z.int().nullable(),
    plan_network: z.string().nullable(),
    ...planFlags,
    /** The language of the plan's texts (name, short text, callout). */
    ...withTextLanguage,
  }),
);
export type PlanCard = z.infer<typeof planCard>;

/** text_language: the language of category_label. */
export const categoryPlans = lazySchema(() =>
  z.object({
    category: z.string(),
    category_label: z.string(),
    plans: z.array(planCard),
    ...withTextLanguage,
  }),
);
export type CategoryPlans = z.infer<typeof categoryPlans>;

/** Ids the browser may echo; the server uses the session's own and refuses others. */
const storeScope = lazySchema(() => ({
  agent_id: optionalId,
  group_id: optionalId,
  portal_id: optionalId,
  eprocess: z.optional(eprocess),
  open_type: z.optional(openType),
}));

/** One or more category keys: repeated, or comma-separated. */
const categoryList = lazySchema(() =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      [value ?? []]
        .flat()
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    ),
);

/** How a listing orders the plans of each category; without it, the catalog's order. */
export const listingSorts = ['popular', 'price_low', 'price_high', 'name'] as const;
const listingSort = lazySchema(() => z.enum(listingSorts).optional().catch(undefined));
export type ListingSort = (typeof listingSorts)[number];

export const getMenuFilteredPlans = defineCall({
  method: 'GET',
  path: 'get-menu-filtered-plans',
  summary: 'Plans on sale by category before a quote: each tier priced from its lowest rate.',
  input: lazySchema(() =>
    z.object({
      ...storeScope,
      category: z.string().trim().max(40).optional(),
      plan_network: z.string().trim().max(120).optional(),
      sort: listingSort,
    }),
  ),
  data: lazySchema(() => z.array(categoryPlans)),
});

export const getFilteredPlans = defineCall({
  method: 'GET',
  path: 'get-filtered-plans',
  summary: "Plans on sale for the enrollment's quote filter, priced for its age, state, tier and tobacco use.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      categories: categoryList,
      plan_network: z.string().trim().max(120).optional(),
      sort: listingSort,
    }),
  ),
  data: lazySchema(() => z.array(categoryPlans)),
});

export const getPlanNetwork = defineCall({
  method: 'GET',
  path: 'get-plan-network',
  summary:
    'The networks of the plans on sale in a category (medical unless named); with a quote, only networks with a plan it lists.',
  input: lazySchema(() =>
    z.object({
      ...storeScope,
      category: z.string().trim().max(40).default('medical'),
      enrollment_id: z.optional(enrollmentId),
    }),
  ),
  data: lazySchema(() => z.array(z.string())),
});

export const getLeftSideFilterFields = defineCall({
  method: 'GET',
  path: 'get-left-side-filter-fields',
  summary: "The categories that have plans for the enrollment's quote filter.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({ categories: z.array(z.object({ key: z.string(), label: z.string(), ...withTextLanguage })) }),
  ),
});

export const getRelatedPlans = defineCall({
  method: 'GET',
  path: 'get-related-plans',
  summary: 'Other plans of the same category on sale, priced for the enrollment when there is one.',
  input: lazySchema(() =>
    z.object({ enrollment_id: z.optional(enrollmentId), plan_id: z.coerce.number().int().positive() }),
  ),
  data: lazySchema(() => z.array(planCard)),
});
