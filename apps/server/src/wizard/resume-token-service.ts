import { createHash, randomBytes } from 'node:crypto';
import type { ContinueResult } from '@openenroll/contract/quote';
import { storeMessages } from '@openenroll/contract/store-messages';
import { wizardSteps } from '@openenroll/contract/wizard/steps';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { resumeTokens } from '../db/schema.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { Forbidden, NotFound } from '../errors/domain-error.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';
import { continueResultOf, ownerDataOf, SAVED_DAYS } from './resume-service.ts';
import type { WizardService } from './wizard-service.ts';

const DAY_MS = 86_400_000;

export const resumeTokenMessages = {
  repCodeFirst: storeMessages.accessCodeFirst,
  groupCodeFirst: storeMessages.groupCodeFirst,
} as const;

const hash = (token: string) => createHash('sha256').update(`resume:${token}`).digest('base64url');

/** The code the issuing session had proven: the browser coming back must prove it again in its new session. */
function proofOf(data: SessionData) {
  if (data.repAuthenticated && data.agentId) return { proofKind: 'agent' as const, proofId: data.agentId };
  if (data.groupAuthenticated && data.groupId) return { proofKind: 'group' as const, proofId: data.groupId };
  return { proofKind: null, proofId: null };
}

type Deps = {
  db: Db;
  enrollments: EnrollmentStore;
  sessions: SessionService;
  wizard: Pick<WizardService, 'resumePoint'>;
  now?: () => Date;
};

/** A token and when it stops working, for the resume cookie. */
export type IssuedToken = { token: string; expiresAt: Date };

/**
 * After an idle timeout, the browser that last worked on an enrollment's wizard opens it again in a new session
 * (decision 016): a 256-bit token in an HttpOnly cookie, only its hash stored, one per enrollment, bound to its site,
 * rotated on every use, void once the enrollment is completed, cancelled or the visitor starts over.
 */
export function createResumeTokenService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function store(enrollmentId: string, siteId: number, data: SessionData, tx: Tx): Promise<IssuedToken> {
    const token = randomBytes(32).toString('base64url');
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + SAVED_DAYS * DAY_MS);
    const row = { tokenHash: hash(token), siteId, ...proofOf(data), issuedAt, expiresAt };
    await tx
      .insert(resumeTokens)
      .values({ enrollmentId, ...row })
      .onConflictDoUpdate({ target: resumeTokens.enrollmentId, set: row });
    return { token, expiresAt };
  }

  /** A session that must prove a code again, and has not, is refused with what to do. */
  function checkProof(row: typeof resumeTokens.$inferSelect, data: SessionData) {
    if (row.proofKind === 'agent' && !(data.repAuthenticated && data.agentId === row.proofId)) {
      throw new Forbidden(resumeTokenMessages.repCodeFirst);
    }
    if (row.proofKind === 'group' && !(data.groupAuthenticated && data.groupId === row.proofId)) {
      throw new Forbidden(resumeTokenMessages.groupCodeFirst);
    }
  }

  return {
    /** A new token for the browser working on the session's enrollment; any earlier one (another browser's) is void. */
    async issue(session: Session, enrollmentId: string, tx: Tx = deps.db): Promise<IssuedToken> {
      const enrollment = await deps.enrollments.find(enrollmentId, tx);
      return store(enrollmentId, enrollment.siteId, session.data, tx);
    },

    /**
     * resume-session: the visitor's session (opened only once the token holds) becomes the owner of the token's
     * enrollment again, with no proof of any code it has not shown itself. Answers where to resume and the token that
     * replaces the one used. An unknown, expired, used or other site's token, or a completed enrollment: not found.
     */
    async resume(
      token: string,
      siteId: number,
      openSession: () => Promise<Session>,
    ): Promise<{ result: ContinueResult; next: IssuedToken }> {
      const [row] = await deps.db
        .select()
        .from(resumeTokens)
        .where(eq(resumeTokens.tokenHash, hash(token)));
      if (!row || row.siteId !== siteId || row.expiresAt <= now()) throw new NotFound(storeMessages.nothingToResume);
      const enrollment = await deps.enrollments.find(row.enrollmentId);
      if (enrollment.submittedAt) {
        await this.forget(enrollment.id);
        throw new NotFound(storeMessages.nothingToResume);
      }
      const session = await openSession();
      checkProof(row, session.data);
      const tab = await deps.wizard.resumePoint(enrollment.id);
      const step = wizardSteps.find((candidate) => candidate.tab === tab);
      if (!step) throw new NotFound(storeMessages.nothingToResume);
      const owner = ownerDataOf(enrollment);
      const next = await deps.db.transaction(async (tx) => {
        // Used once: of two requests presenting the same token, only the first finds it.
        const [used] = await tx
          .delete(resumeTokens)
          .where(eq(resumeTokens.tokenHash, row.tokenHash))
          .returning({ enrollmentId: resumeTokens.enrollmentId });
        if (!used) throw new NotFound(storeMessages.nothingToResume);
        const resumed =
          row.proofKind === null
            ? await deps.sessions.replace(session, owner, tx)
            : await deps.sessions.update(session, owner, tx);
        return store(enrollment.id, row.siteId, resumed.data, tx);
      });
      return { result: continueResultOf(enrollment, step.savedTab, false), next };
    },

    /** Nobody comes back to this enrollment by cookie any more. */
    async forget(enrollmentId: string, tx: Tx = deps.db) {
      await tx.delete(resumeTokens).where(eq(resumeTokens.enrollmentId, enrollmentId));
    },
  };
}

export type ResumeTokenService = ReturnType<typeof createResumeTokenService>;
