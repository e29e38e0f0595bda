import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCartService } from './cart/cart-service.ts';
import { createCatalogCache } from './catalog/catalog-cache.ts';
import { createStorefrontService } from './catalog/storefront-service.ts';
import type { Database } from './db/client.ts';
import { createIdentityService } from './identity/identity-service.ts';
import { logRedaction, requestSerializer } from './log.ts';
import { docsPlugin } from './plugins/docs.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { cartRoutes } from './routes/cart-routes.ts';
import { entryRoutes } from './routes/entry-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { createRateLimiter } from './security/rate-limiter.ts';
import { createSessionService } from './session/session-service.ts';

export type AppOptions = {
  database: Database;
  webDist?: string;
  sessionIdleMinutes?: number;
  secureCookie?: boolean;
  /** Off when absent (tests); the server passes its configured level. */
  logLevel?: string;
  catalogCheckEveryMs?: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy?: boolean;
};

/** The whole server as one Fastify instance; `server.ts` only listens and closes. */
export async function buildApp(options: AppOptions) {
  const { db } = options.database;
  const app = Fastify({
    logger: options.logLevel
      ? { level: options.logLevel, redact: logRedaction, serializers: { req: requestSerializer } }
      : false,
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const idleMinutes = options.sessionIdleMinutes ?? 120;
  const cache = createCatalogCache({ db, checkEveryMs: options.catalogCheckEveryMs });
  const storefront = createStorefrontService({ db, cache });
  const cart = createCartService({ db });
  const sessions = createSessionService({ db, idleMinutes });
  const identity = createIdentityService({ db, sessions, limiter: createRateLimiter({ db }) });

  await app.register(envelopePlugin);
  await app.register(docsPlugin);
  await app.register(sessionPlugin, { sessions, idleMinutes, secureCookie: options.secureCookie ?? false });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok', database: options.database.kind };
  });
  siteRoutes(app, { storefront, identity });
  entryRoutes(app, { db, storefront, identity });
  cartRoutes(app, { cart });
  sessionRoutes(app, { sessions });

  await app.register(webPlugin, { webDist: options.webDist ?? '', db, cache });
  return Object.assign(app, { catalogCache: cache });
}
