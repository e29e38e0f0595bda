import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId } from './quote.ts';

const byEnrollment = z.object({ enrollment_id: z.string().min(1).max(64).optional() });
const id = z.coerce.number().int().positive();

export const getCartCount = defineCall({
  method: 'GET',
  path: 'get-cart-count',
  summary: 'How many plans are in the cart.',
  input: byEnrollment,
  data: z.object({ result: z.int().nonnegative() }),
});

export const getCartAmount = defineCall({
  method: 'GET',
  path: 'get-cart-amount',
  summary: "The cart's monthly total, in dollars.",
  input: byEnrollment,
  data: z.object({ result: z.number().nonnegative() }),
});

const cartLine = z.object({ plan_id: z.int(), plan_pricing_id: z.int(), price: z.number() });

/** The price is the server's: the plan is priced again for the enrollment and must land on the same price row. */
export const addPlanToCart = defineCall({
  method: 'POST',
  path: 'add-plan-to-cart',
  summary:
    "Adds a plan at the server's price for the quote filter; errorCode blackout or already-active carry the message to show.",
  input: z.object({ enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: id }),
  data: z.object({ lines: z.array(cartLine), cart_count: z.int(), cart_amount: z.number() }),
});

export const addPlanToCartPrudentials = defineCall({
  method: 'POST',
  path: 'add-plan-to-cart-prudentials',
  summary: "Adds a partner carrier's plan together with its membership plan, both or neither.",
  input: z.object({
    enrollment_id: enrollmentId,
    plan_id: id,
    plan_pricing_id: id,
    plan_id1: id,
    plan_pricing_id1: id,
  }),
  data: z.object({ lines: z.array(cartLine), cart_count: z.int(), cart_amount: z.number() }),
});

export const checkAlreadyInCart = defineCall({
  method: 'POST',
  path: 'check-already-in-cart',
  summary: 'Whether the plan (at that price row, when given) is in the cart.',
  input: z.object({ enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: id.optional() }),
  data: z.object({ status: z.boolean() }),
});
