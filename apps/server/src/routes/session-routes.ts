import { endSession, keepSessionAlive, setLanguage } from '@openenroll/contract/session';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import { clearResumeCookie } from '../http/resume-cookie.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import type { SessionService } from '../session/session-service.ts';
import type { ResumeTokenService } from '../wizard/resume-token-service.ts';

export function sessionRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; resumeTokens: ResumeTokenService },
) {
  registerCall(app, keepSessionAlive, async (_input, request) => {
    const session = await request.session();
    if (!session) throw new NotFound(storeMessages.sessionEnded);
    return { idle_seconds: await deps.sessions.touch(session) };
  });

  registerCall(app, setLanguage, async ({ language }, request, reply) => {
    const session = await request.ensureSession(reply);
    await deps.sessions.update(session, { language });
    return { language };
  });

  app.register(async (scoped) => {
    scoped.addHook('onSend', async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearResumeCookie(reply);
    });
    registerCall(scoped, endSession, async (_input, request) => {
      const session = await request.session();
      // Starting over forgets the enrollment in progress too: this browser no longer comes back to it by cookie.
      const enrollmentId = session?.data.enrollmentId;
      if (enrollmentId) await deps.resumeTokens.forget(enrollmentId);
      if (session) await deps.sessions.revoke(session);
      return { result: Boolean(session) };
    });
  });
}
