import { addFilterForNewUser } from '@openenroll/contract/filter';
import { encodeKeptState, KEPT_STATE_COOKIE } from '@openenroll/contract/kept-state';
import { describe, expect, it } from 'vitest';
import { dobAged } from '../test/shopper.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { useWebBuild } from '../test/web-build.ts';
import { RENDER_BUDGET_MS } from './page-renderer.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * A renderer as the web app's entry-server is one: it draws what its calls answer. `/slow` takes longer than the
 * budget, `/broken` throws, `/quote` starts a quote (a call that writes); other pages' calls are the site's name, the quote of the enrollment the browser keeps, and
 * the demo mailbox.
 */
const renderer = `
const json = async (fetch, path) => {
  const answer = await fetch(path, { headers: { accept: 'application/json' } });
  return { status: answer.status, body: await answer.json() };
};
export async function renderPage(request) {
  const path = new URL(request.url).pathname;
  if (path === '/broken') throw new Error('the renderer broke');
  if (path === '/quote') {
    const body = JSON.stringify({ zip: '75201', gender: 1, tier: 'IO', dob: '04/12/1985' });
    const headers = { accept: 'application/json', 'content-type': 'application/json' };
    const answer = await request.fetch('/api/v1/add-filter-for-new-user', { method: 'POST', headers, body });
    return { html: '<main>quote ' + answer.status + '</main>', queries: {}, kept: {}, keptWrites: {} };
  }
  if (path === '/slow') await new Promise((done) => setTimeout(done, ${RENDER_BUDGET_MS + 500}));
  const info = await json(request.fetch, '/api/v1/get-default-info');
  const tempId = request.kept.tempId ? JSON.parse(request.kept.tempId) : '';
  const quote = await json(request.fetch, '/api/v1/get-enrollment-temp-info?column=filter_info&enrollment_id=' + tempId);
  const mailbox = await json(request.fetch, '/api/v1/get-demo-mailbox');
  return {
    html: '<main>' + [info.body.data.site_name, request.locale, request.url, JSON.stringify(request.kept),
      'quote ' + quote.status + ' ' + (quote.body.data?.result?.zip ?? ''), 'mailbox ' + mailbox.status].join(' | ') + '</main>',
    queries: { note: '</script><script>alert(1)</script>' },
    kept: { ...request.kept, drawn: '"yes"' },
    keptWrites: { drawn: '"yes"' },
  };
}`;

const shell =
  '<!doctype html><html lang="en"><head><title>Store</title></head><body><div id="root"></div></body></html>';

describe('pages leave the server drawn by the web app’s renderer', () => {
  const served = useWebBuild(
    { 'index.html': shell, 'renderer/entry-server.js': renderer },
    { renderer: 'renderer/entry-server.js', demoMode: true },
  );
  const page = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    served.app.inject({ url, remoteAddress, headers: { host: 'alpha.test', ...headers } });
  const body = (html: string) => html.match(/<div id="root">(.*?)<\/div>/)?.[1];

  it('draws the page in its root, for its address, language and kept values, with what hydration needs', async () => {
    const kept = encodeKeptState({ selectedTier: '"IO"' });
    const answer = await page('/plans?type=dental', { cookie: `language=es; ${KEPT_STATE_COOKIE}=${kept}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const drawn = body(answer.body)?.split(' | ');
    expect(drawn?.slice(1, 4)).toEqual(['es', 'http://alpha.test/plans?type=dental', '{"selectedTier":"\\"IO\\""}']);
    expect(answer.body).toContain('<html lang="es"');
    // The data blocks cannot be closed from inside: no script of a value's runs.
    expect(answer.body).not.toContain('<script>alert(1)');
    const block = (id: string) =>
      JSON.parse(answer.body.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))?.[1] ?? '');
    expect(block('page-queries')).toEqual({ note: '</script><script>alert(1)</script>' });
    expect(block('page-kept')).toEqual({
      drawn: { selectedTier: '"IO"', drawn: '"yes"' },
      written: { drawn: '"yes"' },
    });
  });

  it("sends the page's calls with the visitor's own session: another visitor's enrollment is not theirs", async () => {
    const shopper = visitor(served.app, 'alpha.test');
    const form = { zip: '75201', gender: 1, tier: 'IO', dob: dobAged(30) } as const;
    const { temp_enrollment_id: tempId } = dataOf(await shopper.call(addFilterForNewUser, form));
    const kept = `${KEPT_STATE_COOKIE}=${encodeKeptState({ tempId: JSON.stringify(tempId) })}`;
    const session = shopper.cookie(SESSION_COOKIE)?.value;
    expect(body((await page('/cart', { cookie: `${SESSION_COOKIE}=${session}; ${kept}` })).body)).toContain(
      'quote 200 75201',
    );
    // The same id kept by a browser without that session: the call refuses it, the page shows nothing of it.
    expect(body((await page('/cart', { cookie: kept })).body)).not.toContain('75201');
  });

  it('sends them from the address the page was asked from: the demo mailbox stays this machine’s', async () => {
    expect(body((await page('/')).body)).toContain('mailbox 200');
    expect(body((await page('/', {}, '203.0.113.9')).body)).toContain('mailbox 404');
  });

  it('lets a page opened from the store itself write, with the cookies its calls set; one opened from elsewhere only reads', async () => {
    const own = await page('/quote', { 'sec-fetch-site': 'same-origin' });
    expect(body(own.body)).toBe('<main>quote 200</main>');
    expect(String(own.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    for (const site of ['cross-site', undefined]) {
      const elsewhere = await page('/quote', site ? { 'sec-fetch-site': site } : {});
      expect(body(elsewhere.body), site).toBe('<main>quote 403</main>');
      expect(elsewhere.headers['set-cookie'], site).toBeUndefined();
    }
  });

  it('sends the page as the browser alone draws it when the renderer fails or is too slow', async () => {
    for (const path of ['/broken', '/slow']) {
      const answer = await page(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toContain('<div id="root"></div>');
      expect(answer.body, path).not.toContain('id="page-queries"');
    }
  });
});
