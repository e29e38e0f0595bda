import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { enrollmentId, tier } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';
import { withTextLanguage } from './text-language.ts';

const byEnrollment = lazySchema(() =>
  z.object({ enrollment_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) }),
);
const id = lazySchema(() => z.coerce.number().check(z.int(), z.positive()));

/** MM/DD/YYYY: a start date the cart offers (get-cart-effective-dates). */
export const effectiveDate = lazySchema(() =>
  z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/, messages.chooseEffectiveDate)),
);

export const getCartCount = defineCall({
  method: 'GET',
  path: 'get-cart-count',
  summary: 'How many plans are in the cart.',
  input: byEnrollment,
  data: lazySchema(() => z.object({ result: z.int().check(z.nonnegative()) })),
});

export const getCartAmount = defineCall({
  method: 'GET',
  path: 'get-cart-amount',
  summary: "The cart's monthly total in dollars, for the effective date given or the cart's own.",
  input: lazySchema(() => z.extend(byEnrollment, { effective_date: z.optional(effectiveDate) })),
  data: lazySchema(() => z.object({ result: z.number().check(z.nonnegative()) })),
});

const cartLine = lazySchema(() => z.object({ plan_id: z.int(), plan_pricing_id: z.int(), price: z.number() }));

/** The price is the server's: the plan is priced again for the enrollment and must land on the same price row. */
export const addPlanToCart = defineCall({
  method: 'POST',
  path: 'add-plan-to-cart',
  summary:
    "Adds a plan at the server's price for the quote filter; errorCode blackout or already-active carry the message to show.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: id })),
  data: lazySchema(() => z.object({ lines: z.array(cartLine), cart_count: z.int(), cart_amount: z.number() })),
});

export const addPlanToCartPrudentials = defineCall({
  method: 'POST',
  path: 'add-plan-to-cart-prudentials',
  summary: "Adds a partner carrier's plan together with its membership plan, both or neither.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      plan_id: id,
      plan_pricing_id: id,
      plan_id1: id,
      plan_pricing_id1: id,
    }),
  ),
  data: lazySchema(() => z.object({ lines: z.array(cartLine), cart_count: z.int(), cart_amount: z.number() })),
});

export const checkAlreadyInCart = defineCall({
  method: 'POST',
  path: 'check-already-in-cart',
  summary: 'Whether the plan (at that price row, when given) is in the cart.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: z.optional(id) })),
  data: lazySchema(() => z.object({ status: z.boolean() })),
});

/** One plan in the cart, priced for the cart's effective date. */
export const cartPlan = lazySchema(() =>
  z.object({
    plan_id: z.int(),
    plan_name: z.string(),
    plan_logo: z.nullable(z.string()),
    plan_pricing_id: z.int(),
    /** Monthly premium for the enrollment's tier, administrative fees included. */
    price: z.number(),
    /** 1 removable, 0 fixed (a membership plan while its partner plan is in the cart). */
    removable: z.union([z.literal(0), z.literal(1)]),
    plan_short_text: z.string(),
    plan_category: z.string(),
    /** The plan's price for each tier it is sold in (the quote view shows the selected tier's). */
    tier_price: z.array(z.object({ tier, price_male_nons: z.number() })),
    /** One-time fee charged with the first month only. */
    enrollment_fee: z.number(),
    /** The part of `price` that is the partner carrier's administrative fee. */
    administrative_fee: z.number(),
    riders: z.array(z.object({ name: z.string(), description: z.string() })),
    /** The language of the plan's name, short text and riders. */
    ...withTextLanguage,
  }),
);
export type CartPlan = z.infer<typeof cartPlan>;

/** The amounts a union-related plan's price is made of; the health and welfare part is the plan's own. */
export const unionPricing = lazySchema(() =>
  z.object({
    union_dues: z.number(),
    annuity_fund: z.number(),
    billing_fees: z.number(),
    association_fees: z.object({ IO: z.number(), IS: z.number(), IC: z.number(), IF: z.number() }),
    marketer_fees: z.object({ min: z.number(), max: z.number() }),
    health_and_welfare: z.number(),
  }),
);
export type UnionPricing = z.infer<typeof unionPricing>;

/** The cart response of the spec (get-plan-cart), with every amount computed by the server. */
export const cartView = lazySchema(() =>
  z.object({
    result: z.array(cartPlan),
    tier,
    effective_date: z.nullable(effectiveDate),
    initial_month_cost: z.number(),
    recurring_month_cost: z.number(),
    /** What is charged at enrollment: the first month. */
    total_cost: z.number(),
    administrative_fees: z.number(),
    /** One-time fees charged with the first month. */
    enrollment_fees: z.number(),
    /** The partner-carrier notice, when the cart holds a partner carrier's plan. */
    special_message: z.nullable(z.string()),
    has_l713: z.boolean(),
    /** The L713 plans' monthly premium net of fees. */
    l713_net_price: z.number(),
    union_pricing: z.nullable(unionPricing),
    quote_name: z.nullable(z.string()),
    /** Only when the cart is read through a received quote's link: who sent it, to show their contact block. */
    quote_contact: z.nullable(
      z.object({ display_name: z.string(), display_email: z.string(), display_phone: z.string() }),
    ),
    /** When the recipient declined the quote, if that is their answer now: the link says so and still lets them accept. */
    quote_declined_at: z.nullable(z.iso.datetime({ offset: true })),
    has_already_signed: z.boolean(),
    signature_required: z.boolean(),
    /** The shopper's age on the effective date the cart is priced for; prices go by age. */
    priced_age: z.nullable(z.int()),
    /** Their age where the plan pages price them: when it differs, the cart says why its prices do. */
    listing_age: z.nullable(z.int()),
  }),
);
export type CartView = z.infer<typeof cartView>;

const cartRead = lazySchema(() => z.object({ enrollment_id: enrollmentId, effective_date: z.optional(effectiveDate) }));

export const getPlanCart = defineCall({
  method: 'GET',
  path: 'get-plan-cart',
  summary:
    'The cart priced for an effective date (the one given, else the saved one while still offered, else the first offered).',
  input: cartRead,
  data: cartView,
});

export const getCartEffectiveDates = defineCall({
  method: 'GET',
  path: 'get-cart-effective-dates',
  summary: 'The start dates the cart can be enrolled for (MM/DD/YYYY): the first of each of the next months.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: z.array(effectiveDate) })),
});

export const getCartPlanInfo = defineCall({
  method: 'GET',
  path: 'get-cart-plan-info',
  summary: 'Whether the cart holds an IHA plan, and whether its tier covers a spouse.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ is_IHA: z.boolean(), has_spouse: z.boolean() })),
});

/** A change of state, so a POST (the spec lists it as a GET). */
export const removePlanFromCart = defineCall({
  method: 'POST',
  path: 'remove-plan-from-cart',
  summary: 'Removes a removable plan from the cart.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: id })),
  data: lazySchema(() => z.object({ cart_count: z.int(), cart_amount: z.number() })),
});

export const checkoutType = lazySchema(() => z.enum(['rep', 'applicant']));

export const cartCheckout = defineCall({
  method: 'POST',
  path: 'cart-checkout',
  summary:
    'Closes the cart for enrollment: saves the effective date, fixes the prices for it, and records who enrolls (rep only for a confirmed representative).',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, effective_date: effectiveDate, type: checkoutType })),
  data: lazySchema(() => z.object({ effective_date: effectiveDate, type: checkoutType })),
});

/** 4 MB of PNG data URL at most. */
export const MAX_SCREENSHOT_CHARS = 4 * 1024 * 1024;

export const saveScreenshot = defineCall({
  method: 'POST',
  path: 'save-screenshot',
  summary: "Keeps a PNG picture of what the shopper saw (the cart at checkout, later each step's form), encrypted.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      image: z
        .string()
        .check(
          z.maxLength(MAX_SCREENSHOT_CHARS),
          z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'A PNG data URL'),
        ),
    }),
  ),
  data: lazySchema(() => z.null()),
  bodyLimit: MAX_SCREENSHOT_CHARS + 4096,
});
