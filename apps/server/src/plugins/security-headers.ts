import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * whether X-Forwarded-Proto counts).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
