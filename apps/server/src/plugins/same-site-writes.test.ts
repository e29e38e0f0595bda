import { API_PREFIX } from '@openenroll/contract/call';
import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';
import { type Visitor, visitor } from '../test/visitor.ts';
import { crossSiteMessage } from './same-site-writes.ts';
import { SESSION_COOKIE } from './session.ts';

/** The calls that change the session or its data and were once GET: each is a POST now, and GET finds nothing. */
const formerGets: [string, Record<string, string>][] = [
  ['validate-landing-page', { landing_page: 'ann' }],
  ['get-enrollment-info-referral', { referral_id: 'annReferral0123456789' }],
  ['direct-continue/some-link-id-0123456789', {}],
  [
    'get-lead-information',
    { device_id: 'device-0001-abcdefgh', store_information: '{"latitude":32.79,"longitude":-96.8}' },
  ],
  ['get-dynamic-tabs', { enrollment_id: 'dA7kX2mQ9pLw4Rz8Vn3Ty6' }],
  ['validate-agent', { agent_code: 'ANN-1000' }],
  ['validate-group', { group_code: 'BOLT-2000' }],
];

describe('state changes by POST from the store itself', () => {
  const store = useTestStore();

  const representative = async () => {
    const browser = visitor(store.app);
    expect((await browser.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    return browser;
  };

  /** A request the browser sends with the visitor's cookie, as another page made it. */
  const sendAs = (browser: Visitor, method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    store.app.inject({
      method,
      url: `${API_PREFIX}/${url}`,
      headers: { host: 'alpha.test', ...headers },
      cookies: { [SESSION_COOKIE]: browser.cookie(SESSION_COOKIE)?.value ?? '' },
      ...(method === 'POST' ? { payload: { landing_page: 'acorn' } } : {}),
    });

  it.each(formerGets)('%s answers GET as an unknown call, in the envelope', async (call, input) => {
    const query = new URLSearchParams(input).toString();
    const response = await visitor(store.app).get(query ? `${call}?${query}` : call);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ status: 'error', statusCode: 404, data: [] });
  });

  it("lets no link from another site change a representative's session", async () => {
    const browser = await representative();
    const before = await browser.identity();
    expect(before).toMatchObject({ eprocess: 'rep', rep_authenticated: true });

    // A link or an image on another site: the browser sends GET with the cookie (SameSite=Lax lets it through).
    const followed = await sendAs(browser, 'GET', 'validate-landing-page?landing_page=acorn', {
      'sec-fetch-site': 'cross-site',
    });
    expect(followed.statusCode).toBe(404);
    // A form or a script on another site: POST, refused before it reaches the call.
    const posted = await sendAs(browser, 'POST', 'validate-landing-page', { 'sec-fetch-site': 'cross-site' });
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toEqual({
      status: 'error',
      statusCode: 403,
      message: crossSiteMessage,
      data: [],
      errorCode: 'cross-site',
    });

    expect(await browser.identity()).toEqual(before);
  });

  it('refuses a POST from a page of another site when the browser sends only its Origin (plain HTTP)', async () => {
    const browser = await representative();
    const before = await browser.identity();
    for (const origin of ['http://evil.example', 'http://alpha.test.evil.example', 'null']) {
      const response = await sendAs(browser, 'POST', 'validate-landing-page', { origin });
      expect([origin, response.statusCode]).toEqual([origin, 403]);
    }
    expect(await browser.identity()).toEqual(before);
  });

  it("takes the store's own pages, other pages of the same site, typed addresses and scripts without a browser", async () => {
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://alpha.test' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.alpha.test' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://alpha.test' },
      {},
    ];
    for (const headers of allowed) {
      const browser = visitor(store.app);
      const response = await sendAs(browser, 'POST', 'validate-landing-page', headers);
      expect([headers, response.statusCode]).toEqual([headers, 200]);
    }
  });

  it('reads from another site still answer: a GET changes nothing', async () => {
    const response = await sendAs(visitor(store.app), 'GET', 'get-default-info', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
  });
});
