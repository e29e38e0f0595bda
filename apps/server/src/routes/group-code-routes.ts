import { groupEnrollmentInfo, setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { GroupCodeService } from '../group-code/group-code-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';

export function groupCodeRoutes(
  app: FastifyInstance,
  deps: { storefront: StorefrontService; groupCodes: GroupCodeService },
) {
  const { storefront, groupCodes } = deps;

  registerCall(app, groupEnrollmentInfo, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const isRep = (await request.session())?.data.eprocess === 'rep';
    return groupCodes.info(await storeScope(request, storefront), enrollmentId, isRep, input.plan_id);
  });

  registerCall(app, setEnrollmentGroupCode, async (input, request) => {
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    return groupCodes.accept(request.ip, await storeScope(request, storefront), enrollmentId, input.group_code);
  });
}
