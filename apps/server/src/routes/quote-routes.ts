import {
  directContinue,
  getQuotePreviewContent,
  saveEnrollment,
  updateQuoteseenStatus,
} from '@openenroll/contract/quote';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import type { QuoteService } from '../quote/quote-service.ts';

type QuoteInput = { enrollment_id: string; name: string; email: string; message?: string; effective_date?: string };

export function quoteRoutes(app: FastifyInstance, deps: { quotes: QuoteService; storefront: StorefrontService }) {
  const { quotes, storefront } = deps;

  /** The quote the session's own cart would make; the link's origin is checked against the site's domains. */
  const draft = async (input: QuoteInput, request: FastifyRequest) => ({
    enrollmentId: await ownEnrollment(request, input.enrollment_id),
    recipient: { name: input.name, email: input.email, message: input.message || undefined },
    effectiveDate: input.effective_date,
    from: { protocol: request.protocol, host: request.host },
  });

  registerCall(app, getQuotePreviewContent, async (input, request) => ({
    content: await quotes.preview(await draft(input, request)),
  }));

  registerCall(app, saveEnrollment, async (input, request) =>
    quotes.send({ ...(await draft(input, request)), client: request.ip }),
  );

  registerCall(app, directContinue, async (input, request, reply) => {
    const site = await storefront.siteByDomain(request.hostname);
    return quotes.open(input.id, await request.ensureSession(reply), site.id);
  });

  registerCall(app, updateQuoteseenStatus, async (input, request) => {
    const session = await request.session();
    if (!session) throw new NotFound('Quote not found');
    return quotes.answer(session, input.enrollment_id, input.quote_status);
  });
}
