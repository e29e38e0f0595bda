import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';

export const SESSION_COOKIE = 'oe_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, or null when there is none yet. Read once per request. */
    session(): Promise<Session | null>;
    /** The visitor's session, created (and its cookie set) when missing. */
    ensureSession(reply: FastifyReply): Promise<Session>;
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionService; secureCookie: boolean; idleMinutes: number }) => {
    await app.register(cookie);
    const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();

    app.decorateRequest('session', function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        const token = this.cookies[SESSION_COOKIE];
        found = token ? opts.sessions.find(token) : Promise.resolve(null);
        cache.set(this, found);
      }
      return found;
    });

    app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
      const existing = await this.session();
      if (existing) return existing;
      const created = await opts.sessions.create({} satisfies SessionData);
      reply.setCookie(SESSION_COOKIE, created.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookie,
        maxAge: opts.idleMinutes * 60,
      });
      cache.set(this, Promise.resolve(created));
      return created;
    });
  },
);
