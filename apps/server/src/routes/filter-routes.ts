import {
  addFilterForNewUser,
  changeFilterInfo,
  getEnrollmentTempInfo,
  getTempDependentInfo,
  storeTempDependentInfo,
  validateZipCode,
} from '@openenroll/contract/filter';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { DependentService } from '../filter/dependent-service.ts';
import { type FilterService, newEnrollmentId } from '../filter/filter-service.ts';
import type { ZipService } from '../filter/zip-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';

type Deps = { storefront: StorefrontService; zips: ZipService; filters: FilterService; dependents: DependentService };

export function filterRoutes(app: FastifyInstance, { storefront, zips, filters, dependents }: Deps) {
  registerCall(app, validateZipCode, async (input) => zips.place(input.zip_code));

  registerCall(app, addFilterForNewUser, async (input, request, reply) => {
    const { agent_id, group_id, platform_group_id: portal_id } = input;
    const scope = await storeScope(request, storefront, { agent_id, group_id, portal_id });
    // A new visitor's session is made owning the enrollment about to be made: one write less for each new quote.
    const enrollmentId = newEnrollmentId();
    const session = await request.ensureSession(reply, { enrollmentId });
    return { temp_enrollment_id: await filters.start(session, scope.siteId, input, { enrollmentId }) };
  });

  registerCall(app, changeFilterInfo, async ({ tempId, ...changes }, request) =>
    filters.change(await ownEnrollment(request, tempId), changes),
  );

  registerCall(app, getEnrollmentTempInfo, async (input, request) => ({
    result: await filters.tempInfo(await ownEnrollment(request, input.enrollment_id), input.column),
  }));

  registerCall(app, storeTempDependentInfo, async (input, request) =>
    dependents.store(await ownEnrollment(request, input.enrollment_id), input),
  );

  registerCall(app, getTempDependentInfo, async (input, request) =>
    dependents.find(await ownEnrollment(request, input.enrollment_id)),
  );
}
