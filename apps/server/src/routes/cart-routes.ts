import {
  addPlanToCart,
  addPlanToCartPrudentials,
  checkAlreadyInCart,
  getCartAmount,
  getCartCount,
} from '@openenroll/contract/cart';
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../cart/cart-service.ts';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment, sessionEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';

export function cartRoutes(app: FastifyInstance, deps: { cart: CartService; storefront: StorefrontService }) {
  const { cart, storefront } = deps;

  registerCall(app, getCartCount, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return { result: enrollmentId ? await cart.count(enrollmentId) : 0 };
  });

  registerCall(app, getCartAmount, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return { result: enrollmentId ? await cart.amount(enrollmentId) : 0 };
  });

  registerCall(app, addPlanToCart, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return cart.addPlan(await storeScope(request, storefront), enrollmentId, {
      planId: input.plan_id,
      planPricingId: input.plan_pricing_id,
    });
  });

  registerCall(app, addPlanToCartPrudentials, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return cart.addWithMembership(
      await storeScope(request, storefront),
      enrollmentId,
      { planId: input.plan_id, planPricingId: input.plan_pricing_id },
      { planId: input.plan_id1, planPricingId: input.plan_pricing_id1 },
    );
  });

  registerCall(app, checkAlreadyInCart, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return { status: await cart.holds(enrollmentId, input.plan_id, input.plan_pricing_id) };
  });
}
