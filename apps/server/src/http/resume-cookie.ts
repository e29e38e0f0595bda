import { API_PREFIX } from '@openenroll/contract/call';
import { resumeSession } from '@openenroll/contract/wizard/resume';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedToken } from '../wizard/resume-token-service.ts';
import { secureFor } from './cookie-security.ts';

export const RESUME_COOKIE = 'oe_resume';
/** The browser sends the token to resume-session only: no other call, and so no other log line, ever sees it. */
const path = `${API_PREFIX}/${resumeSession.path}`;

export function setResumeCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedToken) {
  reply.setCookie(RESUME_COOKIE, issued.token, {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request),
    expires: issued.expiresAt,
  });
}

export function clearResumeCookie(reply: FastifyReply) {
  reply.clearCookie(RESUME_COOKIE, { path });
}
