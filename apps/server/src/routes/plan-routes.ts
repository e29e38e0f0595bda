import { getPlanComparison } from '@openenroll/contract/compare';
import { getPlanDetail, getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import {
  getFilteredPlans,
  getLeftSideFilterFields,
  getMenuFilteredPlans,
  getPlanNetwork,
  getRelatedPlans,
} from '@openenroll/contract/plans';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment, sessionEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';
import type { PlanDetailService } from '../plans/plan-detail-service.ts';
import type { PlanListingService } from '../plans/plan-listing-service.ts';

type Deps = { storefront: StorefrontService; listing: PlanListingService; details: PlanDetailService };

export function planRoutes(app: FastifyInstance, { storefront, listing, details }: Deps) {
  registerCall(app, getMenuFilteredPlans, async (input, request) =>
    listing.menuPlans(await storeScope(request, storefront, input), {
      categories: input.category ? [input.category] : [],
      network: input.plan_network,
      sort: input.sort,
    }),
  );

  registerCall(app, getFilteredPlans, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return listing.filteredPlans(await storeScope(request, storefront), enrollmentId, {
      categories: input.categories,
      network: input.plan_network,
      sort: input.sort,
    });
  });

  registerCall(app, getPlanNetwork, async (input, request) =>
    listing.networks(
      await storeScope(request, storefront, input),
      input.category,
      await sessionEnrollment(request, input.enrollment_id),
    ),
  );

  registerCall(app, getLeftSideFilterFields, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return { categories: await listing.categoriesWithPlans(await storeScope(request, storefront), enrollmentId) };
  });

  registerCall(app, getRelatedPlans, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return listing.relatedPlans(await storeScope(request, storefront), enrollmentId, input.plan_id);
  });

  registerCall(app, getPlanComparison, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return listing.comparison(await storeScope(request, storefront), enrollmentId, input.plan_ids);
  });

  registerCall(app, getPlanDetail, async (input, request) =>
    details.detail(await storeScope(request, storefront), input.planId),
  );

  registerCall(app, getPlanPricingDetail, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return details.pricingDetail(await storeScope(request, storefront), enrollmentId, input.pid);
  });
}
