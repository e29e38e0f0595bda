import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';
import { SESSION_COOKIE } from './session.ts';

describe('the session cookie', () => {
  const store = useTestStore();

  it('gets a new token when the visitor proves a code, and the old token no longer works', async () => {
    const browser = visitor(store.app);
    // A wrong code still starts a session: the token an attacker could have planted before the right one.
    expect((await browser.post('confirm-agent', { agent_code: 'nope-1' })).statusCode).not.toBe(200);
    const before = browser.cookie(SESSION_COOKIE);
    expect(before).toBeDefined();

    expect((await browser.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    const after = browser.cookie(SESSION_COOKIE);
    expect(after?.value).not.toBe(before?.value);
    expect(await browser.identity()).toMatchObject({ rep_authenticated: true });

    const planted = visitor(store.app);
    planted.setCookie(SESSION_COOKIE, before);
    expect((await planted.identity()).rep_authenticated).not.toBe(true);
  });

  it('keeps its token while the identity stays the same', async () => {
    const browser = visitor(store.app);
    expect((await browser.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    const token = browser.cookie(SESSION_COOKIE)?.value;
    expect((await browser.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    await browser.identity();
    expect(browser.cookie(SESSION_COOKIE)?.value).toBe(token);
  });

  it('is taken only by the site that made it', async () => {
    const rep = visitor(store.app, 'alpha.test');
    expect((await rep.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    const elsewhere = visitor(store.app, 'beta.test');
    elsewhere.setCookie(SESSION_COOKIE, rep.cookie(SESSION_COOKIE));
    expect((await elsewhere.identity()).rep_authenticated).not.toBe(true);
    expect(await rep.identity()).toMatchObject({ rep_authenticated: true });
  });

  it('lasts while the browser does (the server ends idle sessions), and is Secure only over HTTPS', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/v1/confirm-agent',
      payload: { agent_code: 'nope-2' },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^oe_session=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).not.toMatch(/Max-Age|Expires|Secure/i);
  });
});

describe('the session cookie behind a trusted proxy', () => {
  const store = useTestStore({ trustProxy: '127.0.0.1' });
  const confirmWrongCode = (proto: string) =>
    store.app.inject({
      method: 'POST',
      url: '/api/v1/confirm-agent',
      payload: { agent_code: 'nope-3' },
      headers: { 'x-forwarded-proto': proto },
    });

  it('is Secure when the visitor reached the proxy over HTTPS', async () => {
    expect(String((await confirmWrongCode('https')).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await confirmWrongCode('http')).headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
