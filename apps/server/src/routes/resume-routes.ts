import { directContinue, saveEnrollment } from '@openenroll/contract/quote';
import { storeMessages } from '@openenroll/contract/store-messages';
import { continueEnrollment, resumeSession } from '@openenroll/contract/wizard/resume';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import type { FastifyInstance } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { NotFound } from '../errors/domain-error.ts';
import { messageLanguage } from '../http/message-language.ts';
import { registerCall } from '../http/register-call.ts';
import { RESUME_COOKIE, setResumeCookie } from '../http/resume-cookie.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import type { QuoteService } from '../quote/quote-service.ts';
import type { ResumeService } from '../wizard/resume-service.ts';
import type { ResumeTokenService } from '../wizard/resume-token-service.ts';
import { quoteDraft } from './quote-routes.ts';

/** Saving for later and coming back: a cart e-mailed as a quote, a wizard step saved with a code, their links. */
export function resumeRoutes(
  app: FastifyInstance,
  deps: {
    quotes: QuoteService;
    resume: ResumeService;
    resumeTokens: ResumeTokenService;
    storefront: StorefrontService;
  },
) {
  const { quotes, resume, storefront } = deps;

  registerCall(app, saveEnrollment, async (input, request) => {
    if (input.tab === CART_TAB) return quotes.send({ ...(await quoteDraft(input, request)), client: request.ip });
    const enrollmentId = await ownEnrollment(request, input.enrollment_id);
    const saved = await resume.save(
      enrollmentId,
      { email: input.email, savedTab: input.tab, data: input.data },
      {
        protocol: request.protocol,
        host: request.host,
        client: request.ip,
        language: messageLanguage(request, await request.session()),
      },
    );
    return { result: saved };
  });

  registerCall(app, directContinue, async (input, request, reply) => {
    const site = await storefront.siteByDomain(request.hostname);
    return (
      (await resume.openLink(input.id, site.id)) ?? quotes.open(input.id, await request.ensureSession(reply), site.id)
    );
  });

  registerCall(app, continueEnrollment, async (input, request, reply) =>
    resume.continueWith(await request.ensureSession(reply), input.code, input.email, request.ip),
  );

  registerCall(app, resumeSession, async (_input, request, reply) => {
    const token = request.cookies[RESUME_COOKIE];
    if (!token) throw new NotFound(storeMessages.nothingToResume);
    const site = await storefront.siteByDomain(request.hostname);
    const { result, next } = await deps.resumeTokens.resume(token, site.id, () => request.ensureSession(reply));
    setResumeCookie(request, reply, next);
    return result;
  });
}
