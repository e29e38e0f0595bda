import {
  decryptDetail,
  getAssociationRecommendations,
  getFilterRecommendations,
  getPopularityRecommendations,
  getRecommendationPlanDetails,
  type recommendationInput,
} from '@openenroll/contract/recommendation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { Forbidden } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { sessionEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';
import type { ListKind, RecommendationService } from '../recommendations/recommendation-service.ts';

type Deps = { storefront: StorefrontService; recommendations: RecommendationService };
type Input = z.output<typeof recommendationInput>;

/** A numeric id the old store would have sent encrypted; anything else names nothing. */
const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

export function recommendationRoutes(app: FastifyInstance, { storefront, recommendations }: Deps) {
  const list = (kind: ListKind) => async (input: Input, request: FastifyRequest) => {
    const echoed = { portal_id: input.platformID, agent_id: input.agentID, group_id: input.groupID };
    const scope = await storeScope(request, storefront, echoed);
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return recommendations.list(kind, scope, { enrollmentId, planId: input.planID, limit: input.limit });
  };
  registerCall(app, getPopularityRecommendations, list('popularity'));
  registerCall(app, getFilterRecommendations, list('filter'));
  registerCall(app, getAssociationRecommendations, list('association'));

  registerCall(app, getRecommendationPlanDetails, async (input, request) => {
    const enrollmentId = await sessionEnrollment(request, input.enrollment_id);
    return recommendations.planDetails(await storeScope(request, storefront), enrollmentId, input.plan_list);
  });

  registerCall(app, decryptDetail, async (input, request) => {
    const echoed = { portal_id: idOf(input.portalId), agent_id: idOf(input.agentId), group_id: idOf(input.groupId) };
    const scope = await storeScope(request, storefront, echoed);
    const session = (await request.session())?.data ?? {};
    const userId = idOf(input.userID);
    if (userId !== undefined && userId !== session.memberId) {
      throw new Forbidden('This selection does not belong to your session.');
    }
    return [
      {
        portal_id: scope.portalId ?? null,
        plan_id: await recommendations.planOnSaleId(scope, idOf(input.planId)),
        user_id: session.memberId ?? null,
        agent_id: session.agentId ?? null,
        group_id: scope.groupId ?? null,
      },
    ];
  });
}
