import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testCipher } from '../test/test-database.ts';
import { useWebBuild } from '../test/web-build.ts';

const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const expected = {
  'content-security-policy': policy,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The app behind a proxy it trusts, serving a small web build: pages, files, calls and errors all in one. */
describe('security headers', () => {
  const served = useWebBuild(
    {
      'index.html': '<!doctype html><html><head><title>Store</title></head><body></body></html>',
      'assets/index-abc123.js': 'console.log(1)',
    },
    { trustProxy: true },
  );

  const answer = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    served.app.inject({
      method,
      url,
      headers: { host: 'alpha.test', ...headers },
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('go with every answer: pages, built files, catalog images, calls, refusals and errors', async () => {
    const answers = await Promise.all([
      answer('GET', '/'),
      answer('GET', '/plans?type=dental'),
      answer('GET', '/assets/index-abc123.js'),
      answer('GET', '/catalog-assets/alpha.svg'),
      answer('GET', '/catalog-assets/missing.svg'),
      answer('GET', '/healthz'),
      answer('GET', '/api/v1/get-default-info'),
      answer('GET', '/api/v1/no-such-call'),
      answer('GET', '/api/v1/get-plan-detail/not-a-number'),
      answer('POST', '/api/v1/confirm-agent'),
      answer('POST', '/api/v1/confirm-agent', { 'sec-fetch-site': 'cross-site' }),
      served.app.inject({
        method: 'POST',
        url: '/api/v1/confirm-agent',
        headers: { host: 'alpha.test', 'content-type': 'application/json' },
        payload: '{"agent_code":',
      }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 404, 200, 200, 404, 400, 400, 403, 400,
    ]);
    for (const response of answers) expect(response.headers).toMatchObject(expected);
  });

  it('ask for HTTPS only on answers that went out over HTTPS', async () => {
    const overHttps = await answer('GET', '/api/v1/get-default-info', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const failedOverHttps = await answer('GET', '/api/v1/no-such-call', { 'x-forwarded-proto': 'https' });
    expect(failedOverHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const overHttp = await answer('GET', '/api/v1/get-default-info');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignore a forwarded protocol from a proxy the server was not told to trust', async () => {
    const direct = await buildApp({ database: served.database, cipher: testCipher(), catalogCheckEveryMs: 0 });
    try {
      const forged = await direct.inject({
        method: 'GET',
        url: '/api/v1/get-default-info',
        headers: { host: 'alpha.test', 'x-forwarded-proto': 'https' },
      });
      expect(forged.headers).toMatchObject(expected);
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
