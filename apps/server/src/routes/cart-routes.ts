import {
  addPlanToCart,
  addPlanToCartPrudentials,
  cartCheckout,
  checkAlreadyInCart,
  getCartAmount,
  getCartCount,
  getCartEffectiveDates,
  getCartPlanInfo,
  getPlanCart,
  removePlanFromCart,
  saveScreenshot,
} from '@openenroll/contract/cart';
import { usToIso } from '@openenroll/contract/us-date';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartService } from '../cart/cart-service.ts';
import type { ScreenshotService } from '../cart/screenshot-service.ts';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ownEnrollment, readableCart } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';
import type { QuoteService } from '../quote/quote-service.ts';

const isoDate = (us: string | undefined) => (us === undefined ? undefined : usToIso(us));

export function cartRoutes(
  app: FastifyInstance,
  deps: {
    cart: CartService;
    storefront: StorefrontService;
    screenshots: ScreenshotService;
    quotes: Pick<QuoteService, 'details'>;
    /** Whether the enrollment's agreement is signed (the cart response's has_already_signed). */
    signatures: { signed(enrollmentId: string): Promise<boolean> };
  },
) {
  const { cart, storefront, screenshots } = deps;

  // The header reads these for any cart the session may see, a received quote's included.
  const headerCart = async (request: FastifyRequest, enrollmentId: string | undefined) =>
    enrollmentId ? (await readableCart(request, enrollmentId)).enrollmentId : undefined;

  registerCall(app, getCartCount, async (input, request) => {
    const enrollmentId = await headerCart(request, input.enrollment_id);
    return { result: enrollmentId ? await cart.count(enrollmentId) : 0 };
  });

  registerCall(app, getCartAmount, async (input, request) => {
    const enrollmentId = await headerCart(request, input.enrollment_id);
    return { result: enrollmentId ? await cart.amount(enrollmentId, isoDate(input.effective_date)) : 0 };
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

  registerCall(app, getPlanCart, async (input, request) => {
    const { enrollmentId, quoteId } = await readableCart(request, input.enrollment_id);
    const [view, signed] = await Promise.all([
      cart.view(enrollmentId, { effectiveDate: isoDate(input.effective_date), language: requestLanguage(request) }),
      deps.signatures.signed(enrollmentId),
    ]);
    const quote = quoteId === null ? null : await deps.quotes.details(quoteId);
    const cartRead = { ...view, has_already_signed: signed };
    if (!quote) return cartRead;
    const declinedAt = quote.declinedAt?.toISOString() ?? null;
    return { ...cartRead, quote_name: quote.name, quote_contact: quote.contact, quote_declined_at: declinedAt };
  });

  registerCall(app, getCartEffectiveDates, async (input, request) => {
    const { enrollmentId } = await readableCart(request, input.enrollment_id);
    return { result: await cart.effectiveDates(enrollmentId) };
  });

  registerCall(app, getCartPlanInfo, async (input, request) => {
    return cart.planInfo(await ownEnrollment(request, input.enrollment_id));
  });

  registerCall(app, removePlanFromCart, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return cart.remove(enrollmentId, input.plan_id, input.plan_pricing_id);
  });

  registerCall(app, cartCheckout, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const repAuthenticated = (await request.session())?.data.repAuthenticated === true;
    return cart.checkout(enrollmentId, usToIso(input.effective_date), input.type, { repAuthenticated });
  });

  registerCall(app, saveScreenshot, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    await screenshots.save(enrollmentId, input.name, input.image);
    return null;
  });
}
