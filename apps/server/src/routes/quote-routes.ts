import { getQuotePreviewContent, updateQuoteseenStatus } from '@openenroll/contract/quote';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors/domain-error.ts';
import { messageLanguage } from '../http/message-language.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import type { QuoteService } from '../quote/quote-service.ts';

export type QuoteInput = {
  enrollment_id: string;
  name?: string;
  email: string;
  message?: string;
  effective_date?: string;
};

/** The quote the session's own cart would make; the link's origin is checked against the site's domains. */
export const quoteDraft = async (input: QuoteInput, request: FastifyRequest) => ({
  enrollmentId: await ownEnrollment(request, input.enrollment_id),
  recipient: { name: input.name ?? '', email: input.email, message: input.message || undefined },
  effectiveDate: input.effective_date,
  from: { protocol: request.protocol, host: request.host },
  language: messageLanguage(request, await request.session()),
});

export function quoteRoutes(app: FastifyInstance, deps: { quotes: QuoteService }) {
  const { quotes } = deps;

  registerCall(app, getQuotePreviewContent, async (input, request) => ({
    content: await quotes.preview(await quoteDraft(input, request)),
  }));

  registerCall(app, updateQuoteseenStatus, async (input, request) => {
    const session = await request.session();
    if (!session) throw new NotFound(storeMessages.quoteNotFound);
    return quotes.answer(session, input.enrollment_id, input.quote_status, messageLanguage(request, session));
  });
}
