import { endSession } from '@openenroll/contract/session';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import type { SessionService } from '../session/session-service.ts';

export function sessionRoutes(app: FastifyInstance, deps: { sessions: SessionService }) {
  app.register(async (scoped) => {
    scoped.addHook('onSend', async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });
    registerCall(scoped, endSession, async (_input, request) => {
      const session = await request.session();
      if (session) await deps.sessions.revoke(session);
      return { result: Boolean(session) };
    });
  });
}
