import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { decodeKeptState, KEPT_STATE_COOKIE } from '@openenroll/contract/kept-state';
import { isLocale, LANGUAGE_COOKIE } from '@openenroll/contract/locale';
import { pagePatternOf, pagePatterns } from '@openenroll/contract/pages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { catalogAssets } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';
import { pageCalls } from '../http/page-calls.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import { pageHead, siteLanguage, withBody, withHead } from './page-head.ts';
import { loadPageRenderer, renderWithin } from './page-renderer.ts';

/**
 * Crawlers stay out of the API, the links that carry a token, and the pages of representatives, groups and members.
 * The cart and the wizard show a crawler (who has no session) nothing of anyone's, so they are left crawlable.
 */
const robotsRules = [
  'User-agent: *',
  ...[
    '/api/',
    '/continue-enrollment',
    '/*direct-continue/',
    '/sign-agreement/',
    '/member-benefit-store/',
    '/agent-',
    '/group-',
    '/member-home',
    '/access-page',
    '/decline-reminder-email',
    '/mailbox',
  ].map((path) => `Disallow: ${path}`),
];

/** A file's name (`robots.txt`, `favicon.ico`, `wp-login.php`): no page of the store ends like one. */
const fileLike = /\.[a-z][a-z0-9]{0,4}$/i;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Whether a store page is at this path: a single segment names a landing page, but no missing file, `/api` or `/404`. */
const isPage = (path: string) => !isApi(path) && !fileLike.test(path) && pagePatternOf(path) !== undefined;

/** Whether the request comes from a browser showing a page (a link, the address bar), not a call or a file. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '');

/** The built web app, the catalog's images and fonts, and the store's page at each of its pages' addresses. */
type WebOptions = {
  webDist: string;
  /** The web app's renderer (its entry-server build); without it, pages are drawn by the browser alone. */
  webRenderer?: string;
  db: Db;
  cache: CatalogCache;
  storefront: Pick<StorefrontService, 'siteByDomain' | 'publicPages'>;
};

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const hasBuild = existsSync(join(opts.webDist, 'index.html'));
  const shell = hasBuild ? readFileSync(join(opts.webDist, 'index.html'), 'utf8') : '';
  const renderer = hasBuild ? await loadPageRenderer(opts.webRenderer) : undefined;

  /**
   * The store's page with its site's head, in the visitor's language (their choice, else the site's), and its body as
   * the browser will first draw it: the first paint shows the page, and the browser's code only makes it live.
   */
  async function page(request: FastifyRequest) {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const language = isLocale(chosen) ? chosen : siteLanguage(await opts.storefront.siteByDomain(request.hostname));
    const site = await opts.storefront.siteByDomain(request.hostname, language);
    const origin = `${request.protocol}://${request.host}`;
    const html = withHead(shell, pageHead(site, origin), language);
    if (!renderer) return { html, cookies: [] };
    const calls = pageCalls(app, request, language);
    const kept = decodeKeptState(request.cookies[KEPT_STATE_COOKIE]);
    const wanted = { url: origin + request.url, locale: language, kept, theme: [...site.theme], fetch: calls.fetch };
    const rendered = await renderWithin(renderer, wanted, request.log);
    return { html: rendered ? withBody(html, rendered) : html, cookies: calls.setCookies() };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, statusCode: number) {
    const { html, cookies } = await page(request);
    for (const cookie of cookies) reply.header('set-cookie', cookie);
    // The page may show the visitor's own cart and answers: no shared cache keeps it.
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(html);
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (apps/web/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(opts.webDist, 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Each page its own route, so metrics name the page (`/plan/:planId/:planName`), not the address.
    for (const pattern of pagePatterns) {
      app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
        if (!isPage(request.url.split('?')[0] ?? '')) return reply.callNotFound();
        return sendPage(request, reply, 200);
      });
    }
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: only the API is served');
  }

  app.get('/catalog-assets/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // No asset is named with a NUL, and the database refuses one in a query: it is simply not there.
    if (path.includes('\u0000')) throw new NotFound(storeMessages.assetNotFound);
    const asset = await opts.cache.get(`asset:${path}`, async () => {
      const [row] = await opts.db.select().from(catalogAssets).where(eq(catalogAssets.path, path));
      return row ?? null;
    });
    if (!asset) throw new NotFound(storeMessages.assetNotFound);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply
      .header('content-type', asset.contentType)
      .header('etag', asset.etag)
      .header('cache-control', 'public, max-age=300')
      .send(asset.body);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send([...robotsRules, `Sitemap: ${request.protocol}://${request.host}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await opts.storefront.siteByDomain(request.hostname);
    const origin = `${request.protocol}://${request.host}`;
    const urls = (await opts.storefront.publicPages(site.id)).map(
      (path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });

  /**
   * Any other address is not found (a page's address in another letter case or with a trailing slash too: the store
   * never links to one). A browser is shown the store's own not-found page, with status 404.
   */
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && hasBuild && !isApi(path) && wantsHtml(request))
      return sendPage(request, reply, 404);
    throw new NotFound(storeMessages.noSuchCall(request.method, path));
  });
});
