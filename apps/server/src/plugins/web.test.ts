import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useWebBuild } from '../test/web-build.ts';

const script = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `plan ${index}`))};`;

/** A web build with the copies its build step writes (apps/web/precompress.ts), and the API behind it. */
describe('the web build and the API, as the browser gets them', () => {
  const served = useWebBuild({
    'index.html': '<!doctype html><html lang="en"><head><title>Store</title></head><body></body></html>',
    'assets/index-abc123.js': script,
    'assets/index-abc123.js.br': brotliCompressSync(script),
    'assets/index-abc123.js.gz': gzipSync(script),
  });

  const get = (url: string, accepting?: string) =>
    served.app.inject({ url, headers: { host: 'alpha.test', ...(accepting ? { 'accept-encoding': accepting } : {}) } });

  it('serves a built file in the encoding the browser prefers, from its copy, cached for a year', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses an API answer over 1 KB, and leaves a small one as it is', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/v1/get-featured-plans', 'gzip, br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'success' });
  });

  it('answers robots.txt as text, keeping crawlers out of the API and the links that carry a token', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/continue-enrollment', '/*direct-continue/', '/sign-agreement/', '/mailbox'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).toContain('Sitemap: http://alpha.test/sitemap.xml\n');
  });

  it("lists the site's public pages in its sitemap: the landing, its categories and the plans it sells", async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = (host: string, body: string) =>
      [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]?.replace(`http://${host}`, ''));
    expect(urls('alpha.test', sitemap.body)).toEqual([
      '/',
      '/plans?type=dental',
      '/plans?type=vision',
      '/plan/1/smile-dental',
      '/plan/2/sight-vision',
    ]);
    const beta = await served.app.inject({ url: '/sitemap.xml', headers: { host: 'beta.test' } });
    expect(urls('beta.test', beta.body)).toEqual(['/', '/plans?type=vision', '/plan/2/sight-vision']);
  });

  it('answers the store page for pages, and not found for files that are not there', async () => {
    const pages = [
      ...['/', '/plans', '/plan/12/dental-plus', '/enrollment/personal-info', '/acme-landing', '/continue-enrollment'],
      ...['/member-benefit-store/abc', '/member-benefit-store/abc/family', '/direct-continue/abc/def'],
    ];
    for (const page of pages) {
      const answer = await get(page);
      expect(answer.statusCode, page).toBe(200);
      expect(answer.headers['content-type'], page).toMatch(/^text\/html/);
    }
    for (const file of ['/favicon.ico', '/feed.xml', '/wp-login.php', '/assets/gone-abc123.js', '/.env']) {
      const answer = await get(file);
      expect(answer.statusCode, file).toBe(404);
      expect(answer.json(), file).toMatchObject({ status: 'error', statusCode: 404 });
    }
  });

  it('answers 404 at any other address: the store page to a browser, the error envelope otherwise', async () => {
    // From elsewhere: /metrics answers this machine (metrics/store-metrics.test.ts).
    const remoteAddress = '198.51.100.4';
    const browser = (url: string) =>
      served.app.inject({
        url,
        remoteAddress,
        headers: { host: 'alpha.test', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
    for (const path of [
      '/foo/bar/baz',
      '/plan/12',
      '/enrollment/nowhere',
      '/cart/extra',
      '/404',
      '/metrics',
      '/.env',
    ]) {
      const call = await served.app.inject({ url: path, remoteAddress, headers: { host: 'alpha.test' } });
      expect(call.statusCode, path).toBe(404);
      expect(call.json(), path).toMatchObject({ status: 'error', statusCode: 404 });
      const page = await browser(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.body, path).toContain('<title>');
    }
    // The API answers in JSON, to a browser too.
    for (const path of ['/api', '/api/v1/no-such-call']) {
      const call = await browser(path);
      expect(call.statusCode, path).toBe(404);
      expect(call.json(), path).toMatchObject({ status: 'error', statusCode: 404 });
    }
  });

  it("names each page's route by its pattern in the metrics, never by its address", async () => {
    await get('/plan/12/dental-plus');
    await get('/acme-landing');
    const metrics = (await get('/metrics')).body;
    for (const route of ['/plan/:planId/:planName', '/:landing'])
      expect(metrics).toContain(`route="${route}",status_code="200"`);
    expect(metrics).not.toContain('dental-plus');
    expect(metrics).not.toContain('acme-landing');
  });

  it("writes the site's theme into each page, as the theme call answers it for the page's host", async () => {
    const html = (await get('/plans?type=dental')).body;
    const inPage = html.match(/<script type="application\/json" id="site-theme">(.*?)<\/script><\/head>/)?.[1];
    const domain = Buffer.from('alpha.test').toString('base64');
    const theme = (await get(`/api/v1/get-external-site-dynamic-information?site_domain=${domain}`)).json().data;
    expect(theme.length).toBeGreaterThan(0);
    expect(JSON.parse(inPage ?? 'null')).toEqual(theme);
  });

  it("writes the page in the visitor's chosen language (its cookie): <html lang> and the theme's texts", async () => {
    const domain = Buffer.from('delta.test').toString('base64');
    const themeIn = async (language: string) =>
      (
        await served.app.inject({
          url: `/api/v1/get-external-site-dynamic-information?site_domain=${domain}`,
          headers: { host: 'delta.test', 'accept-language': language },
        })
      ).json().data;
    const html = (await served.app.inject({ url: '/', headers: { host: 'delta.test', cookie: 'language=es' } })).body;
    expect(html).toContain('<html lang="es">');
    const inPage = JSON.parse(html.match(/id="site-theme">(.*?)<\/script>/)?.[1] ?? 'null');
    expect(inPage).toEqual(await themeIn('es'));
    expect(inPage).not.toEqual(await themeIn('en'));
    expect((await served.app.inject({ url: '/', headers: { host: 'delta.test' } })).body).toContain('<html lang="en">');
  });
});
