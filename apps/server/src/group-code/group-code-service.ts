import { messages } from '@openenroll/contract/messages';
import { endSentence } from '@openenroll/contract/sentence';
import { eq } from 'drizzle-orm';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { groups } from '../db/schema.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid } from '../errors/domain-error.ts';
import { codeAttemptCounters } from '../identity/identity-service.ts';
import { planOnSale, type ShoppingReader } from '../plans/shopping.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

/** Plans reserved for a group's members may also need the group's enrollment code before they can be bought. */
export function createGroupCodeService(deps: {
  db: Db;
  shopping: ShoppingReader;
  enrollments: EnrollmentStore;
  limiter: RateLimiter;
}) {
  return {
    async info(scope: StoreScope, enrollmentId: string, isRep: boolean, planId?: number) {
      const shopping = await deps.shopping(scope, enrollmentId);
      const inView = planId === undefined ? shopping.onSale : [planOnSale(shopping, planId)];
      const proven = shopping.provenGroupId;
      const needsCode = inView.some(
        (plan) =>
          plan.requiresGroupCode && (proven === null || (plan.groupIds.length > 0 && !plan.groupIds.includes(proven))),
      );
      return {
        has_enrollment: scope.groupId !== undefined,
        capture_groupcode: needsCode,
        rep_capture_group: needsCode && isRep,
      };
    },

    /** The code must be the enrollment code of the group the visitor shops under; wrong codes count like other codes. */
    async accept(client: string, scope: StoreScope, enrollmentId: string, code: string) {
      const group = await deps.limiter.tryCode(codeAttemptCounters(client), messages.tooManyAttempts, async () => {
        const found = scope.groupId
          ? await deps.db.query.groups.findFirst({ where: eq(groups.id, scope.groupId) })
          : undefined;
        return found?.enrollmentCode.toUpperCase() === code.trim().toUpperCase() ? found : undefined;
      });
      if (!group) throw new FieldInvalid('group_code', messages.invalidGroupCode);
      await deps.enrollments.update(enrollmentId, { groupCodeGroupId: group.id });
      return { message: endSentence(`Group enrollment code accepted for ${group.name}`) };
    },
  };
}

export type GroupCodeService = ReturnType<typeof createGroupCodeService>;
