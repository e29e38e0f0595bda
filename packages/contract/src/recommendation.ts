import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId, enrollType, optionalId, tier } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { planCard } from './plans.ts';

/** Why a plan is recommended: bought with a plan in the cart, chosen by the visitor's segment, or popular overall. */
export const reasonKind = lazySchema(() => z.enum(['together', 'segment', 'popular']));

/** The figures behind a 'together' recommendation, over every historical and live cart. */
export const associationFigures = lazySchema(() =>
  z.object({
    /** The plan in the cart (or on the page) the recommendation goes with. */
    with_plan_id: z.int(),
    /** Share of all carts holding both plans. */
    support: z.number(),
    /** Share of the carts holding `with_plan_id` that also hold this plan. */
    confidence: z.number(),
    /** Confidence over this plan's share of all carts: above 1, the two are bought together more than by chance. */
    lift: z.number(),
  }),
);

/**
 * A recommended plan: the spec's plan_id, plan_name, plan_logo, plan_price and plan_category, with everything a plan
 * card carries for Add to Cart (pid, ppid, tier_price, flags), a reason a person understands, and the blackout
 * message while the plan is in a blackout window (then it cannot be added: hide_add_to_cart is true).
 */
export const recommendedPlan = lazySchema(() =>
  planCard.extend({
    reason: z.string(),
    reason_kind: reasonKind,
    association: associationFigures.nullable(),
    blackout_message: z.string().nullable(),
  }),
);
export type RecommendedPlan = z.infer<typeof recommendedPlan>;

/**
 * What the three lists answer. `recs` is best first (strips show the first 5). `cart_count` is the plans in the
 * visitor's cart: the header shows 'View Your Recommended Products' when cart_count > 0 and recs is not empty.
 */
export const recommendations = lazySchema(() => z.object({ recs: z.array(recommendedPlan), cart_count: z.int() }));
export type Recommendations = z.infer<typeof recommendations>;

/**
 * The spec's inputs. The visitor's segment (portal, group, state, tier, age, gender) is read from the session and its
 * enrollment: platformID, agentID and groupID are only compared with the session's (another is refused, 403), and
 * state, tier, age and gender are accepted but not used.
 */
export const recommendationInput = lazySchema(() =>
  z.object({
    enrollment_id: z.optional(enrollmentId),
    platformID: optionalId,
    agentID: optionalId,
    groupID: optionalId,
    userID: z.string().trim().max(64).optional(),
    enroll_type: z.optional(enrollType),
    /** The plan the page shows: association counts it with the cart; the lists never recommend it. */
    planID: optionalId,
    state: z.string().trim().max(2).optional(),
    tier: z.optional(tier),
    age: z.coerce.number().int().min(0).max(130).optional(),
    gender: z.coerce.number().int().min(0).max(2).optional(),
    /** How many to answer, 10 unless told. */
    limit: z.coerce.number().int().min(1).max(20).default(10),
  }),
);

export const getPopularityRecommendations = defineCall({
  method: 'GET',
  path: 'recommendation/popularity',
  summary:
    "Plans on sale that members of the visitor's segment (portal, group, state, tier, age band, gender) enrolled in or added, most chosen first; not the plans in the cart.",
  input: recommendationInput,
  data: recommendations,
});

export const getFilterRecommendations = defineCall({
  method: 'GET',
  path: 'recommendation/filter',
  summary:
    "Like popularity, restricted to plans the visitor can buy: priced for the quote's state, tier and age, and sold to the visitor's portal and group.",
  input: recommendationInput,
  data: recommendations,
});

export const getAssociationRecommendations = defineCall({
  method: 'GET',
  path: 'recommendation/association',
  summary:
    'Plans often bought with those in the cart (and planID), ranked by lift × confidence, never one in the cart or not sold to the visitor; an empty cart answers the filter list. Home and cart use this call.',
  input: recommendationInput,
  data: recommendations,
});

/** One or more plan ids: repeated, or comma-separated. */
const planList = lazySchema(() =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      [value]
        .flat()
        .flatMap((item) => item.split(','))
        .map((item) => Number(item.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    )
    .pipe(z.array(z.int()).min(1).max(50)),
);

export const getRecommendationPlanDetails = defineCall({
  method: 'GET',
  path: 'recommendation/plan-details',
  summary:
    'The cards of the plans named in plan_list, in that order, priced for the enrollment; ids not on sale to the visitor are left out.',
  input: lazySchema(() => z.object({ enrollment_id: z.optional(enrollmentId), plan_list: planList })),
  data: lazySchema(() => z.object({ plans: z.array(planCard) })),
});

/** The spec's ids as the old store sent them (text); numeric ones are compared with the session's. */
const sentId = lazySchema(() => z.string().trim().max(200).optional());

export const decryptedIds = lazySchema(() =>
  z.object({
    portal_id: z.int().nullable(),
    plan_id: z.int().nullable(),
    user_id: z.int().nullable(),
    agent_id: z.int().nullable(),
    group_id: z.int().nullable(),
  }),
);

export const decryptDetail = defineCall({
  method: 'POST',
  path: 'decrypt-detail',
  summary:
    "The ids a recommendation link stands for, as the session knows them: the first item holds the session's portal, agent and group, and the plan when it is on sale to the visitor. No id is ever encrypted in this store; an id that is not the session's is refused (403).",
  input: lazySchema(() =>
    z.object({
      portalId: sentId,
      planId: sentId,
      userID: sentId,
      agentId: sentId,
      groupId: sentId,
    }),
  ),
  data: lazySchema(() => z.array(decryptedIds)),
});
