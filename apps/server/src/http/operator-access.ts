import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from './loopback.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request comes from the store's operators: from this machine, not relayed by a proxy on it (whose clients
 * would all look local), or carrying the configured bearer token. Tokens are compared by digest, in constant time.
 */
export function isOperator(request: FastifyRequest, token: string | undefined) {
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!relayed && isLoopback(request.socket.remoteAddress)) return true;
  const offered = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && offered !== undefined && timingSafeEqual(digest(offered), digest(token));
}
