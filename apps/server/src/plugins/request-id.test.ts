import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const logLines: string[] = [];
  const store = useTestStore({ logLines });
  const call = (url: string, requestId?: string) =>
    store.app.inject({ url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

  it("keep a caller's safe id, in the answer and in every log line of the request", async () => {
    const answer = await call('/api/v1/get-featured-plans', 'lb-7f3a.Trace_01');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.Trace_01');
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.reqId === 'lb-7f3a.Trace_01');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replace an id that is too long or not a plain token with a new one', async () => {
    for (const unsafe of ['a'.repeat(65), 'id with spaces', '<script>', 'x"}{"admin":true', 'ü']) {
      const id = (await call('/api/v1/get-featured-plans', unsafe)).headers['x-request-id'];
      expect(id, unsafe).toMatch(uuid);
    }
    const first = (await call('/api/v1/get-featured-plans')).headers['x-request-id'];
    const second = (await call('/api/v1/get-featured-plans')).headers['x-request-id'];
    expect(first).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('name the request on not-found answers, refusals and addresses that cannot be read', async () => {
    expect((await call('/no/such/address', 'nf-1')).headers['x-request-id']).toBe('nf-1');
    const refused = await store.app.inject({
      method: 'POST',
      url: '/api/v1/get-featured-plans',
      headers: { 'x-request-id': 'post-1', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['x-request-id']).toBe('post-1');
    const bad = await call('/api/v1/%E0%A4%A', 'bad-url-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('bad-url-1');
  });
});
