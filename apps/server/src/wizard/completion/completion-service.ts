import type { Locale } from '@openenroll/contract/locale';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs } from '@openenroll/contract/us-date';
import { billingMessages, isLockedMethod } from '@openenroll/contract/wizard/billing-info';
import type { Receipt } from '@openenroll/contract/wizard/receipt';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import { wizardSteps } from '@openenroll/contract/wizard/steps';
import { and, eq, isNull } from 'drizzle-orm';
import type { CartService } from '../../cart/cart-service.ts';
import type { PlanBookReader } from '../../catalog/plan-book.ts';
import type { StorefrontService } from '../../catalog/storefront-service.ts';
import type { Db } from '../../db/client.ts';
import { applicationPolicies, applications, invoices, savedEnrollments } from '../../db/schema.ts';
import type { EnrollmentStore } from '../../enrollment/enrollment-store.ts';
import { DomainError, FieldInvalid, Refused } from '../../errors/domain-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { brandOf } from '../../mail/mail-layout.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { type RequestOrigin, siteOrigin } from '../../quote/quote-link.ts';
import type { Session, SessionService } from '../../session/session-service.ts';
import type { AgreementAnswers, AgreementService } from '../agreement/agreement-service.ts';
import { agreedText, agreementIn, shownText } from '../agreement/agreement-texts.ts';
import type { BillingAnswers } from '../billing/billing-answers.ts';
import type { BillingService } from '../billing/billing-service.ts';
import type { StepStore } from '../step-store.ts';
import type { WizardService } from '../wizard-service.ts';
import { receiptMail } from './application-mail.ts';
import { applicantName, type FrozenApplication } from './application-record.ts';
import type { Application, ApplicationStore } from './application-store.ts';
import { newConfirmationNumber } from './confirmation-number.ts';
import { cartSummary, type ReviewService } from './review-service.ts';
import type { SignatureRequests } from './signature-requests.ts';

/** Where the request came from, and the language the applicant reads. */
type CompletionOrigin = RequestOrigin & { language: Locale };

export type CompletionInput = { additional_notes?: string; first_enroll?: number; send_sms?: number };

type Deps = {
  db: Db;
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  planBook: PlanBookReader;
  cart: Pick<CartService, 'view'>;
  billing: Pick<BillingService, 'choiceFor'>;
  agreement: Pick<AgreementService, 'textsOf' | 'latestSignature'>;
  review: Pick<ReviewService, 'answersOf' | 'smsSignature'>;
  applications: ApplicationStore;
  signatures: SignatureRequests;
  enrollments: Pick<EnrollmentStore, 'update'>;
  sessions: Pick<SessionService, 'update'>;
  storefront: Pick<StorefrontService, 'siteFor'>;
  mail: Pick<MailService, 'enqueue'>;
  jobs?: JobQueue;
  now?: () => Date;
};

const titleOf = (tab: string) => wizardSteps.find((step) => step.tab === tab)?.title ?? tab;
const sameTexts = (a: { question_id: number; sha256: string }[], b: { question_id: number; sha256: string }[]) =>
  a.length === b.length &&
  a.every((text, index) => text.question_id === b[index]?.question_id && text.sha256 === b[index]?.sha256);

/**
 * 'Complete Enrollment': the enrollment becomes an application in one transaction, once; the receipt and the invoice
 * follow by jobs, and a representative's applicant who has not signed is sent a link to sign.
 */
export function createCompletionService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function receiptOf(application: Application): Promise<Receipt> {
    const frozen = deps.applications.frozenOf(application);
    return {
      policy_id: application.confirmationNumber,
      name: applicantName(frozen),
      callInvoice: application.callInvoice,
      status: application.status,
    };
  }

  /** Everything the application freezes, read and checked before its transaction opens. */
  async function prepare(enrollmentId: string, input: CompletionInput, origin: CompletionOrigin) {
    const context = await deps.wizard.stepContext(enrollmentId, 'review_info');
    const { enrollment } = context;
    const answers = await deps.review.answersOf(context);
    const missing = answers.filter((entry) => entry.answers === null).map((entry) => titleOf(entry.tab));
    if (missing.length > 0) throw new Refused(reviewMessages.incomplete(missing.join(', ')), 'steps-incomplete');
    const stepAnswers = (tab: string) => answers.find((entry) => entry.tab === tab)?.answers ?? {};
    const billing = stepAnswers('billing_info') as BillingAnswers;
    const agreement = stepAnswers('agreement_info') as AgreementAnswers;

    const [choice, view, texts, sms, book, site] = await Promise.all([
      deps.billing.choiceFor(context),
      deps.cart.view(enrollmentId),
      deps.agreement.textsOf(context),
      deps.review.smsSignature(context),
      deps.planBook(),
      deps.storefront.siteFor(enrollment.siteId),
    ]);
    if (!choice.allowed.includes(billing.payment_method))
      throw new Refused(billingMessages.methodNotOffered, 'billing-changed');
    if (!enrollment.effectiveDate || view.effective_date !== isoToUs(enrollment.effectiveDate)) {
      throw new Refused(reviewMessages.dateGone, 'effective-date-gone');
    }
    const shown = texts.map((text) => agreementIn(text, agreement.language));
    const agreed = shown.map((text) => agreedText(text, agreement.agreed.includes(text.id)));
    if (!sameTexts(agreed, agreement.texts)) throw new Refused(reviewMessages.agreementsChanged, 'agreements-changed');
    const sendSms = input.send_sms === 1;
    if (sendSms && !sms.offered) throw new FieldInvalid('send_sms', reviewMessages.smsNotOffered);
    const awaiting = sms.required && !sms.signed;
    // Only a representative or group, without an IHA plan, may leave the signature to the member.
    if (awaiting && (sms.enrollBy === 'applicant' || sms.hasIha))
      throw new Refused(reviewMessages.notSigned, 'not-signed');

    const personal = stepAnswers('primary_info');
    const contact = stepAnswers('contact_info');
    const review = {
      additional_notes: input.additional_notes ?? null,
      first_enroll: input.first_enroll ?? 0,
      send_sms: sendSms ? 1 : 0,
    };
    const frozen: FrozenApplication = {
      origin: await siteOrigin(deps.db, enrollment.siteId, origin),
      language: origin.language,
      siteName: site.name,
      applicant: {
        first_name: String(personal.first_name ?? ''),
        last_name: String(personal.last_name ?? ''),
        email: typeof contact.email_address === 'string' ? contact.email_address : null,
        phone: typeof contact.phone_number === 'string' ? contact.phone_number : null,
      },
      steps: answers.map((entry) => ({ tab: entry.tab, title: titleOf(entry.tab), answers: entry.answers ?? {} })),
      review,
      cart: cartSummary(view),
      agreements: shown.map((text, index) => ({
        ...shownText(text),
        code: text.code,
        sha256: agreed[index]?.sha256 ?? '',
        agreed: text.agreement ? agreement.agreed.includes(text.id) : null,
      })),
    };
    const policies = view.result.map((line) => {
      const plan = book.byId.get(line.plan_id);
      return {
        planId: line.plan_id,
        planCode: plan?.code ?? String(line.plan_id),
        planName: line.plan_name,
        carrierName: plan?.carrier.name ?? '',
        categoryKey: line.plan_category,
        planPricingId: line.plan_pricing_id,
        price: line.price,
        enrollmentFee: line.enrollment_fee,
      };
    });
    const application = {
      enrollmentId,
      confirmationNumber: newConfirmationNumber(),
      siteId: enrollment.siteId,
      status: awaiting ? ('awaiting-signature' as const) : ('submitted' as const),
      enrollBy: sms.enrollBy,
      agentId: enrollment.agentId,
      groupId: enrollment.groupId,
      effectiveDate: enrollment.effectiveDate,
      tier: view.tier,
      paymentMethod: billing.payment_method,
      callInvoice: isLockedMethod(billing.payment_method),
      initialMonthCost: view.initial_month_cost,
      recurringMonthCost: view.recurring_month_cost,
      sendSms,
      submittedAt: now(),
      signedAt: awaiting ? null : now(),
    };
    const signature = awaiting ? null : await deps.agreement.latestSignature(enrollmentId);
    const pdf = await deps.applications.render(
      application,
      frozen,
      signature && {
        png: Buffer.from(signature.image.slice(signature.image.indexOf(',') + 1), 'base64'),
        signedAt: signature.signedAt,
        signer: applicantName(frozen),
      },
    );
    return { application, frozen, policies, pdf, review, awaiting, sendSms };
  }

  return {
    /** save-review-info: completes the enrollment, or answers the application it already became. */
    async complete(session: Session, enrollmentId: string, input: CompletionInput, origin: CompletionOrigin) {
      const { jobs } = deps;
      if (!jobs) throw new Refused(storeMessages.noQueueCompletion);
      const existing = await deps.applications.byEnrollment(enrollmentId);
      if (existing) return receiptOf(existing);
      let prepared: Awaited<ReturnType<typeof prepare>>;
      try {
        prepared = await prepare(enrollmentId, input, origin);
      } catch (error) {
        // Completed a moment ago by the same click sent twice: answer what it became.
        const done = error instanceof DomainError && error.code === 'submitted';
        const application = done ? await deps.applications.byEnrollment(enrollmentId) : null;
        if (application) return receiptOf(application);
        throw error;
      }
      const { application, frozen, policies, pdf, review, awaiting, sendSms } = prepared;
      const created = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values({ ...application, answersSealed: deps.applications.seal(frozen) })
          .onConflictDoNothing({ target: applications.enrollmentId })
          .returning();
        if (!row) return null;
        await tx.insert(applicationPolicies).values(policies.map((policy) => ({ ...policy, applicationId: row.id })));
        await deps.applications.addDocument(row.id, pdf, 'submitted', tx);
        await deps.steps.saveAnswers(enrollmentId, 'review_info', review, tx);
        await deps.enrollments.update(enrollmentId, { submittedAt: application.submittedAt }, tx);
        await deps.sessions.update(session, { enrollmentId: undefined, submittedEnrollmentId: enrollmentId }, tx);
        // Its saved-for-later code and link no longer open it.
        await tx.delete(savedEnrollments).where(eq(savedEnrollments.enrollmentId, enrollmentId));
        await jobs.send('application-receipt', { applicationId: row.id }, { tx });
        if (row.callInvoice) await jobs.send('generate-invoice', { applicationId: row.id }, { tx });
        if (awaiting) await deps.signatures.issue(row, frozen, sendSms, tx);
        return row;
      });
      const result = created ?? (await deps.applications.byEnrollment(enrollmentId));
      if (!result) throw new Refused(reviewMessages.submitted, 'submitted');
      return receiptOf(result);
    },

    /** get-receipt. */
    async receipt(enrollmentId: string) {
      const application = await deps.applications.byEnrollment(enrollmentId);
      if (!application) throw new Refused(storeMessages.notSubmitted, 'not-submitted');
      return receiptOf(application);
    },

    /** The 'application-receipt' job: the receipt e-mail with the PDF, queued once however often the job runs. */
    async sendReceipt(applicationId: string) {
      const application = await deps.applications.byId(applicationId);
      if (!application || application.receiptQueuedAt) return;
      const frozen = deps.applications.frozenOf(application);
      const document = await deps.applications.latestDocument(application.id);
      const email = frozen.applicant.email;
      if (!email || !document) return;
      const brand = brandOf(await deps.storefront.siteFor(application.siteId), frozen.origin);
      const mail = receiptMail(
        { brand, confirmationNumber: application.confirmationNumber, frozen },
        application.status === 'awaiting-signature',
      );
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(applications)
          .set({ receiptQueuedAt: now() })
          .where(and(eq(applications.id, application.id), isNull(applications.receiptQueuedAt)))
          .returning({ id: applications.id });
        if (!claimed) return;
        await deps.mail.enqueue(
          {
            ...mail,
            to: email,
            kind: 'enrollment-receipt',
            siteId: application.siteId,
            attachment: {
              filename: `application-${application.confirmationNumber}.pdf`,
              contentType: 'application/pdf',
              content: document.pdf,
            },
          },
          tx,
        );
      });
    },

    /** The 'generate-invoice' job: the first month's amount, due on the effective date; one per application. */
    async generateInvoice(applicationId: string) {
      const application = await deps.applications.byId(applicationId);
      if (!application?.callInvoice) return;
      await deps.db
        .insert(invoices)
        .values({
          applicationId: application.id,
          number: `INV-${application.confirmationNumber.slice(3)}`,
          amount: application.initialMonthCost,
          dueDate: application.effectiveDate,
        })
        .onConflictDoNothing({ target: invoices.applicationId });
    },
  };
}

export type CompletionService = ReturnType<typeof createCompletionService>;
