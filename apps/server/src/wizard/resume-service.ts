import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_TIER } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import { messages } from '@openenroll/contract/messages';
import type { ContinueResult } from '@openenroll/contract/quote';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs } from '@openenroll/contract/us-date';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import { type SavedStepTab, type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import { eq } from 'drizzle-orm';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { savedEnrollments } from '../db/schema.ts';
import type { Enrollment, EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { FieldInvalid, NotConfigured, NotFound } from '../errors/domain-error.ts';
import { codeAttemptCounters } from '../identity/identity-service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { brandOf } from '../mail/mail-layout.ts';
import type { MailService } from '../mail/mail-service.ts';
import { type RequestOrigin, siteOrigin } from '../quote/quote-link.ts';
import type { Cipher } from '../security/cipher.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';
import { resumeMail, resumeReminderMail } from './resume-mail.ts';
import type { StepStore, StepValues } from './step-store.ts';

/** Decision 012: a saved enrollment lives 60 days after its last save; a reminder goes a week before. */
export const SAVED_DAYS = 60;
const REMINDER_DAYS_BEFORE = 7;
const DAY_MS = 86_400_000;
/** Letters and digits people do not misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Saving sends an e-mail to a typed address: a client saves a few times an hour at most. */
const saveSends = { limit: 10, windowMs: 60 * 60_000 };

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
const emailHashOf = (email: string) => hash(`email:${email.trim().toLowerCase()}`);
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const tabOfSaved = (savedTab: SavedStepTab) => wizardSteps.find((step) => step.savedTab === savedTab)?.tab;

/** What only the e-mail may hold; the language it was written in, for the reminder (none before languages: English). */
type Secrets = { email: string; code: string; token: string; language?: Locale };
type Deps = {
  db: Db;
  enrollments: EnrollmentStore;
  steps: StepStore;
  sessions: SessionService;
  storefront: Pick<StorefrontService, 'siteFor'>;
  mail: Pick<MailService, 'enqueue'>;
  jobs?: JobQueue;
  cipher?: Cipher;
  limiter: RateLimiter;
  now?: () => Date;
};

/** Where an enrollment opened again resumes, with the context it was started in. */
export const continueResultOf = (
  enrollment: Enrollment,
  savedTab: SavedStepTab,
  needsCode: boolean,
): ContinueResult => ({
  enrollment_id: enrollment.id,
  saved_tab: savedTab,
  group_id: enrollment.groupId,
  platform_group_id: enrollment.portalId,
  agent_id: enrollment.agentId,
  open_type: (enrollment.openType as ContinueResult['open_type']) ?? null,
  effective_date: enrollment.effectiveDate ? isoToUs(enrollment.effectiveDate) : null,
  type: enrollment.enrollType ?? 'new-member',
  eprocess: (enrollment.eprocess as ContinueResult['eprocess']) ?? null,
  tier: enrollment.tier ?? DEFAULT_TIER,
  needs_code: needsCode,
});

/** A session that owns an enrollment opened again: the context it was started in, and no proof of any code. */
export const ownerDataOf = (enrollment: Enrollment): SessionData => ({
  agentId: enrollment.agentId ?? undefined,
  groupId: enrollment.groupId ?? undefined,
  portalId: enrollment.portalId ?? undefined,
  eprocess: (enrollment.eprocess as SessionData['eprocess']) ?? undefined,
  openType: (enrollment.openType as SessionData['openType']) ?? undefined,
  enrollType: (enrollment.enrollType as SessionData['enrollType']) ?? undefined,
  enrollmentId: enrollment.id,
});

/** Save & Continue Later and its way back: the e-mailed code (with the address) or link, reminders and expiry. */
export function createResumeService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeyEnrollments);
    return deps.cipher;
  };

  async function mailInput(
    enrollment: Enrollment,
    secrets: Secrets,
    savedTab: SavedStepTab,
    origin: string,
    expiresAt: Date,
  ) {
    const site = await deps.storefront.siteFor(enrollment.siteId);
    return {
      brand: brandOf(site, origin),
      code: secrets.code,
      link: `${origin}/direct-continue/${secrets.token}/${Buffer.from(savedTab).toString('base64')}`,
      continueUrl: `${origin}/continue-enrollment`,
      expiresAt,
      language: secrets.language ?? 'en',
    };
  }

  return {
    /**
     * Keeps what is on the screen as the step's draft, and e-mails a code and a link to the address given; a new save
     * replaces the earlier code. Answers when the saved enrollment expires.
     */
    async save(
      enrollmentId: string,
      input: { email: string; savedTab: SavedStepTab; data?: StepValues },
      request: RequestOrigin & { client: string; language?: Locale },
    ) {
      const { jobs } = deps;
      if (!jobs) throw new NotConfigured(storeMessages.noQueueEnrollments);
      const counters = [{ key: `save-for-later:${request.client}`, rule: saveSends }];
      return deps.limiter.spend(counters, messages.tooManyAttempts, async () => {
        const enrollment = await deps.enrollments.find(enrollmentId);
        const tab = tabOfSaved(input.savedTab) as WizardTab;
        const secrets: Secrets = {
          email: input.email,
          code: newCode(),
          token: randomBytes(32).toString('base64url'),
          language: request.language ?? 'en',
        };
        const savedAt = now();
        const expiresAt = new Date(savedAt.getTime() + SAVED_DAYS * DAY_MS);
        const origin = await siteOrigin(deps.db, enrollment.siteId, request);
        const mail = resumeMail(await mailInput(enrollment, secrets, input.savedTab, origin, expiresAt));
        const row = {
          codeHash: hash(secrets.code),
          linkHash: hash(secrets.token),
          emailHash: emailHashOf(input.email),
          secretsSealed: cipher().encrypt(JSON.stringify({ ...secrets, origin })),
          savedTab: input.savedTab,
          savedAt,
          expiresAt,
          reminderSentAt: null,
        };
        await deps.db.transaction(async (tx) => {
          if (input.data) {
            // After the browser's own drafts: its next revision starts from the one get-form-fields reports.
            const kept = await deps.steps.read(enrollmentId, tab, tx);
            await deps.steps.saveDraft(enrollmentId, tab, (kept?.draftRevision ?? 0) + 1, input.data, tx);
          }
          await tx
            .insert(savedEnrollments)
            .values({ enrollmentId, ...row })
            .onConflictDoUpdate({ target: savedEnrollments.enrollmentId, set: row });
          await deps.mail.enqueue(
            { ...mail, to: input.email, kind: 'saved-enrollment', siteId: enrollment.siteId },
            tx,
          );
          const job = { enrollmentId, savedAt: savedAt.toISOString() };
          const untilExpiry = (expiresAt.getTime() - savedAt.getTime()) / 1000;
          await jobs.send('saved-enrollment-reminder', job, {
            tx,
            startAfterSeconds: untilExpiry - REMINDER_DAYS_BEFORE * 86_400,
          });
          await jobs.send('saved-enrollment-expiry', job, { tx, startAfterSeconds: untilExpiry });
        });
        return { email: input.email, expires_at: expiresAt.toISOString() };
      });
    },

    /** continue-enrollment: the code and the address it went to make this session the enrollment's. */
    async continueWith(session: Session, code: string, email: string, client: string) {
      const saved = await deps.limiter.tryCode(codeAttemptCounters(client), messages.tooManyAttempts, async () => {
        const [found] = await deps.db
          .select()
          .from(savedEnrollments)
          .where(eq(savedEnrollments.codeHash, hash(code)));
        return found?.emailHash === emailHashOf(email) ? found : undefined;
      });
      if (!saved) throw new FieldInvalid('code', resumeMessages.wrongCode);
      if (saved.expiresAt <= now()) throw new FieldInvalid('code', resumeMessages.expired);
      const enrollment = await deps.enrollments.find(saved.enrollmentId);
      await deps.sessions.replace(session, ownerDataOf(enrollment));
      return continueResultOf(enrollment, saved.savedTab, false);
    },

    /** A saved enrollment's e-mailed link: where it resumes; the steps there also need the code. Unknown: not found. */
    async openLink(token: string, siteId: number): Promise<ContinueResult | null> {
      const [saved] = await deps.db
        .select()
        .from(savedEnrollments)
        .where(eq(savedEnrollments.linkHash, hash(token)));
      if (!saved) return null;
      const enrollment = await deps.enrollments.find(saved.enrollmentId);
      // A link works only on the site that sent it, and only while the save lives; anything else reads as unknown.
      if (saved.expiresAt <= now() || enrollment.siteId !== siteId) throw new NotFound(storeMessages.linkNotFound);
      return continueResultOf(enrollment, saved.savedTab, true);
    },

    /** The reminder job: only for the save it was queued with, once. */
    async remind(enrollmentId: string, savedAt: string) {
      const [saved] = await deps.db
        .select()
        .from(savedEnrollments)
        .where(eq(savedEnrollments.enrollmentId, enrollmentId));
      if (!saved || saved.savedAt.toISOString() !== savedAt || saved.reminderSentAt) return;
      const secrets = JSON.parse(cipher().decrypt(saved.secretsSealed)) as Secrets & { origin: string };
      const enrollment = await deps.enrollments.find(enrollmentId);
      const mail = resumeReminderMail(
        await mailInput(enrollment, secrets, saved.savedTab, secrets.origin, saved.expiresAt),
      );
      await deps.db.transaction(async (tx) => {
        await tx
          .update(savedEnrollments)
          .set({ reminderSentAt: now() })
          .where(eq(savedEnrollments.enrollmentId, enrollmentId));
        await deps.mail.enqueue(
          { ...mail, to: secrets.email, kind: 'saved-enrollment-reminder', siteId: enrollment.siteId },
          tx,
        );
      });
    },

    /** The expiry job: the enrollment and everything typed in it are deleted, unless it was saved again since. */
    async expire(enrollmentId: string, savedAt: string) {
      const [saved] = await deps.db
        .select()
        .from(savedEnrollments)
        .where(eq(savedEnrollments.enrollmentId, enrollmentId));
      if (!saved || saved.savedAt.toISOString() !== savedAt || saved.expiresAt > now()) return;
      await deps.enrollments.remove(enrollmentId);
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
