import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';

/** The spec's error envelope with at least one entry naming what was wrong. */
const refusal = (statusCode: number, target_element: string) => ({
  status: 'error',
  statusCode,
  message: expect.any(String),
  data: [{ target_element, error_message: expect.any(String) }],
});

describe('requests refused before any handler', () => {
  const store = useTestStore();
  const post = (payload: string, contentType = 'application/json') =>
    store.app.inject({
      method: 'POST',
      url: '/api/v1/save-enrollment',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answer malformed, empty, foreign and oversized bodies in the envelope, naming the body', async () => {
    for (const [response, status] of [
      [await post('{"enrollment_id": '), 400],
      [await post(''), 400],
      [await post('enrollment_id=1', 'application/x-www-form-urlencoded'), 415],
      [await post(JSON.stringify({ note: 'x'.repeat(1_100_000) })), 413],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(refusal(status, 'body'));
    }
  });

  it('answer a URL that cannot be decoded and a path parameter past its length in the envelope', async () => {
    const badUrl = await store.app.inject({ url: '/api/v1/get-plan-detail/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(refusal(400, 'url'));
    expect(badUrl.body).not.toContain('%zz');
    const long = await store.app.inject({ url: `/api/v1/get-plan-detail/${'1'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(refusal(414, 'url'));
  });

  it('refuses a NUL character and a number past the integer range by the contract, never with a 500', async () => {
    const nul = await store.app.inject({
      method: 'POST',
      url: '/api/v1/validate-agent',
      payload: { agent_code: 'AB\u0000C' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      ...refusal(400, 'agent_code'),
      message: 'This field holds a character that is not allowed.',
    });
    const huge = await store.app.inject({
      method: 'POST',
      url: '/api/v1/check-already-in-cart',
      payload: { enrollment_id: 'e1', plan_id: 2 ** 31 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ ...refusal(400, 'plan_id'), message: 'This number is out of range.' });
    const asset = await store.app.inject({ url: '/catalog-assets/logo%00.svg' });
    expect(asset.statusCode).toBe(404);
  });

  it('answers headers past the HTTP parser limit with 431 in the envelope', async () => {
    await store.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = store.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: '/healthz', headers: { 'x-big': 'x'.repeat(20_000) } });
      sent.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(refusal(431, 'headers'));
  });
});
