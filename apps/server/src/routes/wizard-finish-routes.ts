import { storeMessages } from '@openenroll/contract/store-messages';
import {
  getAgreementTexts,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
} from '@openenroll/contract/wizard/agreement-info';
import {
  getBillDate,
  getBillingText,
  getExistingBankInfo,
  getExistingCardInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  routingNumberBankLookup,
  saveBillingInfo,
  saveBillingInfoExisting,
} from '@openenroll/contract/wizard/billing-info';
import { getReceipt } from '@openenroll/contract/wizard/receipt';
import { getReviewInfo, saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors/domain-error.ts';
import { messageLanguage } from '../http/message-language.ts';
import { registerCall } from '../http/register-call.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import type { AgreementService } from '../wizard/agreement/agreement-service.ts';
import type { BillingService } from '../wizard/billing/billing-service.ts';
import type { CompletionService } from '../wizard/completion/completion-service.ts';
import type { ReviewService } from '../wizard/completion/review-service.ts';

type Deps = {
  billing: BillingService;
  agreement: AgreementService;
  review: ReviewService;
  completion: CompletionService;
};

const who = async (request: FastifyRequest) => (await request.session())?.data ?? {};
const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The enrollment this session works on, or the one it submitted: completing again answers the same application, and
 * the receipt stays readable. Any other id is not found.
 */
async function ownOrSubmitted(request: FastifyRequest, enrollmentId: string) {
  const session = await request.session();
  if (session && session.data.submittedEnrollmentId === enrollmentId) return { enrollmentId, session };
  const own = await ownEnrollment(request, enrollmentId);
  if (!session) throw new NotFound(storeMessages.enrollmentNotFound);
  return { enrollmentId: own, session };
}

/** The wizard's last steps: Billing Information, Agreement & Signature, Review & Confirmation, the receipt. */
export function wizardFinishRoutes(app: FastifyInstance, deps: Deps) {
  const { billing, agreement, review, completion } = deps;

  registerCall(app, getPaymentMethod, async (input, request) =>
    billing.paymentMethod(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, getExistingBankInfo, async (input, request) =>
    billing.existingBanks(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, getExistingCardInfo, async (input, request) =>
    billing.existingCards(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, getBillDate, async (_input, request) => billing.billDates(requestLanguage(request)));
  registerCall(app, getBillingText, async (input, request) =>
    billing.billingText(await ownEnrollment(request, input.enrollment_id), requestLanguage(request)),
  );
  registerCall(app, routingNumberBankLookup, async (input) => billing.lookUpRouting(input.q));
  registerCall(app, getFormFieldsBillingInfo, async (input, request) =>
    billing.fields(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, saveBillingInfo, async ({ enrollment_id, ...fields }, request) =>
    billing.save(await ownEnrollment(request, enrollment_id), fields),
  );
  registerCall(app, saveBillingInfoExisting, async ({ enrollment_id, ...choice }, request) =>
    billing.saveExisting(await ownEnrollment(request, enrollment_id), choice),
  );

  registerCall(app, getAgreementTexts, async (input, request) =>
    agreement.texts(await ownEnrollment(request, input.enrollment_id), requestLanguage(request)),
  );
  registerCall(app, getFormFieldsAgreementInfo, async (input, request) =>
    agreement.fields(await ownEnrollment(request, input.enrollment_id)),
  );
  registerCall(app, saveAgreementInfo, async ({ enrollment_id, ...fields }, request) =>
    agreement.save(
      await ownEnrollment(request, enrollment_id),
      fields,
      await who(request),
      client(request),
      requestLanguage(request),
    ),
  );

  registerCall(app, getReviewInfo, async (input, request) =>
    review.info(await ownEnrollment(request, input.enrollment_id), requestLanguage(request)),
  );
  registerCall(app, saveReviewInfo, async ({ enrollment_id, ...input }, request) => {
    const { enrollmentId, session } = await ownOrSubmitted(request, enrollment_id);
    return completion.complete(session, enrollmentId, input, {
      protocol: request.protocol,
      host: request.host,
      language: messageLanguage(request, session),
    });
  });
  registerCall(app, getReceipt, async (input, request) =>
    completion.receipt((await ownOrSubmitted(request, input.enrollment_id)).enrollmentId),
  );
}
