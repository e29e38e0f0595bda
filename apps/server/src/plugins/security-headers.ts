import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** A year: browsers keep to HTTPS for this long after one answer over HTTPS. */
const HSTS = 'max-age=31536000';

/**
 * The page may run only the build's own scripts. Mantine writes its styles into `<style>` tags and `style`
 * attributes, so styles alone may be inline (docs/decisions/017-security-headers.md). Images, fonts and calls come
 * from the store itself; data: covers the empty favicon and drawn signatures; e-mails are shown in sandboxed srcdoc
 * frames, which inherit this policy.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer (pages, calls, files and errors alike). No Referer leaves a page: quote, resume and
 * signature links carry their token in the path. HSTS only over HTTPS, as the request arrived (TRUST_PROXY decides
 * whether X-Forwarded-Proto counts). Helmet's middleware is built once: its Fastify plugin built it again on every
 * request, parsing the policy each time.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    headers(request.raw, reply.raw, () => done());
  });
});
