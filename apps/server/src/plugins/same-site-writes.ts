import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../errors/domain-error.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessage = 'This request came from another site and was refused.';

/**
 * Whether the browser says another site made the request. Sec-Fetch-Site answers when the browser sends it (HTTPS and
 * localhost); plain HTTP gets none, and there the Origin of a POST is compared with the host asked. A request without
 * either header is no browser's cross-site request (a script, curl, the tests): it passes.
 */
function fromAnotherSite(request: FastifyRequest) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: no site we can vouch for.
    return true;
  }
}

/**
 * Changes to the session and its data come only from the store's own pages: every call that writes is a POST or PUT
 * (reads are GET), and a write another site's page made the browser send is refused before it reaches a handler.
 */
export const sameSiteWritesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method) || !fromAnotherSite(request)) return;
    throw new Forbidden(crossSiteMessage, 'cross-site');
  });
});
