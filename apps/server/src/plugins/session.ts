import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { secureFor } from '../http/cookie-security.ts';
import type { Session, SessionData, SessionService } from '../session/session-service.ts';

export const SESSION_COOKIE = 'oe_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session on this site, or null when there is none yet. Read once per request. */
    session(): Promise<Session | null>;
    /** The visitor's session, created (and its cookie set) when missing, with `data` when given. */
    ensureSession(reply: FastifyReply, data?: SessionData): Promise<Session>;
  }
}

type SessionPluginOptions = {
  sessions: SessionService;
  /** The site whose store the request is for (by its Host): a session is only ever taken by the site that made it. */
  siteOf: (request: FastifyRequest) => Promise<number>;
};

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const read = new WeakMap<FastifyRequest, Promise<Session | null>>();
  const created = new WeakSet<FastifyRequest>();

  /**
   * No Max-Age: the cookie lasts while the browser does, and the server alone ends an idle session, so a visitor who
   * keeps working is never dropped by the cookie's own clock.
   */
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(request),
    });

  // Before the cookie plugin's own onSend hook, which writes the Set-Cookie headers.
  app.addHook('onSend', async (request, reply) => {
    const session = await read.get(request);
    if (!session || !opts.sessions.takeProofGained(session.tokenHash) || created.has(request)) return;
    const token = await opts.sessions.rotate(session.tokenHash);
    if (token) setSessionCookie(request, reply, token);
  });
  await app.register(cookie);

  app.decorateRequest('session', function (this: FastifyRequest) {
    let found = read.get(this);
    if (!found) {
      const token = this.cookies[SESSION_COOKIE];
      found = token ? ofThisSite(this, opts.sessions.find(token)) : Promise.resolve(null);
      read.set(this, found);
    }
    return found;
  });

  async function ofThisSite(request: FastifyRequest, found: Promise<Session | null>) {
    const [session, siteId] = await Promise.all([found, opts.siteOf(request)]);
    return session?.siteId === siteId ? session : null;
  }

  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply, data?: SessionData) {
    const existing = await this.session();
    if (existing) return existing;
    const session = await opts.sessions.create(await opts.siteOf(this), data);
    setSessionCookie(this, reply, session.token);
    read.set(this, Promise.resolve(session));
    created.add(this);
    return session;
  });
});
