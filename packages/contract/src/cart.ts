import { z } from 'zod';
import { defineCall } from './call.ts';

const byEnrollment = z.object({ enrollment_id: z.string().min(1).max(64).optional() });

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
