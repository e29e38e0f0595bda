import { createHash } from 'node:crypto';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { ApplicationStatus } from '@openenroll/contract/wizard/receipt';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { applicationDocuments, applications, enrollments } from '../../db/schema.ts';
import { NotConfigured } from '../../errors/domain-error.ts';
import type { Cipher } from '../../security/cipher.ts';
import { applicationPdf, type PdfSignature } from './application-pdf.ts';
import { documentOf, type FrozenApplication } from './application-record.ts';

export type Application = typeof applications.$inferSelect;

/** Applications and their documents: the frozen answers and PDFs sealed, read back whole. */
export function createApplicationStore(deps: { db: Db; cipher?: Cipher }) {
  const cipher = () => {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeyApplications);
    return deps.cipher;
  };

  return {
    seal: (frozen: FrozenApplication) => cipher().encrypt(JSON.stringify(frozen)),
    frozenOf: (application: Pick<Application, 'answersSealed'>) =>
      JSON.parse(cipher().decrypt(application.answersSealed)) as FrozenApplication,

    async byEnrollment(enrollmentId: string, tx: Tx = deps.db) {
      const [row] = await tx.select().from(applications).where(eq(applications.enrollmentId, enrollmentId));
      return row ?? null;
    },

    /** A step's answers as the member's latest application froze them (an existing member's kept answers), if any. */
    async memberAnswers(memberId: number, tab: WizardTab) {
      const [latest] = await deps.db
        .select({ answersSealed: applications.answersSealed })
        .from(applications)
        .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
        .where(eq(enrollments.memberId, memberId))
        .orderBy(desc(applications.submittedAt))
        .limit(1);
      if (!latest) return null;
      const frozen = JSON.parse(cipher().decrypt(latest.answersSealed)) as FrozenApplication;
      return frozen.steps.find((step) => step.tab === tab)?.answers ?? null;
    },

    async byId(applicationId: string, tx: Tx = deps.db) {
      const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId));
      return row ?? null;
    },

    /** The application's PDF for its current state. */
    async render(
      application: { confirmationNumber: string; submittedAt: Date; status: ApplicationStatus },
      frozen: FrozenApplication,
      signature: PdfSignature | null,
    ) {
      return Buffer.from(await applicationPdf(documentOf(application, frozen, signature)));
    },

    /** Keeps a new version of the application's PDF. */
    async addDocument(applicationId: string, pdf: Buffer, reason: 'submitted' | 'signed', tx: Tx) {
      const [latest] = await tx
        .select({ version: applicationDocuments.version })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(desc(applicationDocuments.version))
        .limit(1);
      await tx.insert(applicationDocuments).values({
        applicationId,
        version: (latest?.version ?? 0) + 1,
        reason,
        pdfSealed: cipher().encrypt(pdf.toString('base64')),
        sha256: createHash('sha256').update(pdf).digest('hex'),
      });
    },

    /** The latest PDF of the application. */
    async latestDocument(applicationId: string, tx: Tx = deps.db) {
      const [row] = await tx
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(desc(applicationDocuments.version))
        .limit(1);
      return row ? { ...row, pdf: Buffer.from(cipher().decrypt(row.pdfSealed), 'base64') } : null;
    },
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
