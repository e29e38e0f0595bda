import { messages } from '@openenroll/contract/messages';
import { personalMessages } from '@openenroll/contract/wizard/personal-info';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, sites } from '../db/schema.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid } from '../errors/domain-error.ts';
import { agentByEnrollerCode, codeAttemptCounters } from '../identity/identity-service.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

/**
 * The enroller code: the code of the representative who helped the applicant, when the site asks for it. A wrong
 * code counts against the client like every other code it types.
 */
export function createEnrollerCodeService(deps: { db: Db; enrollments: EnrollmentStore; limiter: RateLimiter }) {
  const modeOf = async (siteId: number) => {
    const [site] = await deps.db.select({ mode: sites.enrollerCode }).from(sites).where(eq(sites.id, siteId));
    return site?.mode ?? 'off';
  };

  return {
    async check(enrollmentId: string) {
      const enrollment = await deps.enrollments.find(enrollmentId);
      const mode = await modeOf(enrollment.siteId);
      const [agent] = enrollment.enrollerAgentId
        ? await deps.db
            .select({ code: agents.enrollerCode })
            .from(agents)
            .where(eq(agents.id, enrollment.enrollerAgentId))
        : [];
      return {
        show_enroll_code: { status: mode !== 'off' },
        is_optional: mode === 'optional',
        enroller_code: agent?.code ?? null,
      };
    },

    async save(enrollmentId: string, code: string, client: string) {
      const enrollment = await deps.enrollments.find(enrollmentId);
      const agent = await deps.limiter.tryCode(codeAttemptCounters(client), messages.tooManyAttempts, async () => {
        const found = await agentByEnrollerCode(deps.db, enrollment.siteId, code);
        return found && (await modeOf(enrollment.siteId)) !== 'off' ? found : undefined;
      });
      if (!agent) throw new FieldInvalid('enroller_code', personalMessages.invalidEnrollerCode);
      await deps.enrollments.update(enrollmentId, { enrollerAgentId: agent.id });
      return { enroller_code: agent.enrollerCode ?? code, name: `${agent.firstName} ${agent.lastName}` };
    },
  };
}

export type EnrollerCodeService = ReturnType<typeof createEnrollerCodeService>;
