import {
  checkDisabilityPlan,
  checkPrudentialCart,
  checkPrudentialPlan,
  getMoreRequirement,
} from '@openenroll/contract/plan-detail';
import { getSuggestedPlanList, getSuggestedPlanListNew } from '@openenroll/contract/suggested-plans';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment, readableCart, sessionEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';
import type { PlanDetailService } from '../plans/plan-detail-service.ts';
import type { SuggestionService } from '../plans/suggestion-service.ts';

type Deps = { storefront: StorefrontService; details: PlanDetailService; suggestions: SuggestionService };

/** The plan page's yes/no checks and the offers shown after adding a plan and before checkout. */
export function planCheckRoutes(app: FastifyInstance, { storefront, details, suggestions }: Deps) {
  // The received quote asks too: any cart the session may read.
  registerCall(app, getMoreRequirement, async (input, request) => {
    const enrollmentId = input.enrollment_id && (await readableCart(request, input.enrollment_id)).enrollmentId;
    const scope = await storeScope(request, storefront);
    return { result: await details.premier(scope, enrollmentId, input.plan_id) };
  });

  registerCall(app, checkPrudentialPlan, async (input, request) => {
    await sessionEnrollment(request, input.enrollment_id);
    const scope = await storeScope(request, storefront);
    return { status: await details.planIs(scope, input.plan_id, (plan) => plan.isPartnerCarrier) };
  });

  registerCall(app, checkDisabilityPlan, async (input, request) => {
    await sessionEnrollment(request, input.enrollment_id);
    const scope = await storeScope(request, storefront);
    return { status: await details.planIs(scope, input.plan_id, (plan) => plan.categoryKey === 'di') };
  });

  registerCall(app, checkPrudentialCart, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return { status: await details.partnerInCart(await storeScope(request, storefront), enrollmentId) };
  });

  registerCall(app, getSuggestedPlanList, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return suggestions.forCart(await storeScope(request, storefront, input), enrollmentId);
  });

  registerCall(app, getSuggestedPlanListNew, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return suggestions.afterAdding(await storeScope(request, storefront, input), enrollmentId, input.plan_id);
  });
}
