import { getCartAmount, getCartCount } from '@openenroll/contract/cart';
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../cart/cart-service.ts';
import { registerCall } from '../http/register-call.ts';
import { sessionEnrollment } from '../http/session-enrollment.ts';

export function cartRoutes(app: FastifyInstance, deps: { cart: CartService }) {
  registerCall(app, getCartCount, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return { result: enrollmentId ? await deps.cart.count(enrollmentId) : 0 };
  });

  registerCall(app, getCartAmount, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return { result: enrollmentId ? await deps.cart.amount(enrollmentId) : 0 };
  });
}
