import { describe, expect, it } from 'vitest';
import type { MailTransport } from '../mail/mail-transport.ts';
import { useTestStore } from '../test/test-app.ts';

const token = 'metrics-token-0123456789abcdef';

/** One sample's value in the text format: the line whose name and labels are exactly these. */
function sample(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  const line = text.split('\n').find((row) => {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(row);
    return match?.[1] === name && (match[2] ?? '').split(',').sort().join(',') === wanted.join(',');
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  let refusing = false;
  const transport: MailTransport = {
    kind: 'smtp',
    async send() {
      if (refusing) throw new Error('421 try again later');
    },
    close() {},
  };
  const store = useTestStore({ metricsToken: token, mailTransport: transport });

  const scrape = async (headers: Record<string, string> = {}) => {
    const answer = await store.app.inject({ url: '/metrics', headers });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers this machine and the token holder; anyone else gets the answer of an address that does not exist', async () => {
    const local = await store.app.inject({ url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);

    const elsewhere = { remoteAddress: '203.0.113.7' };
    const nowhere = await store.app.inject({ url: '/no-such-thing/here', ...elsewhere });
    const refused = [
      await store.app.inject({ url: '/metrics', ...elsewhere }),
      await store.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token' }, ...elsewhere }),
      await store.app.inject({ url: '/metrics', headers: { authorization: `Basic ${token}` }, ...elsewhere }),
      // A proxy on this machine makes every client local: what it relays is not this machine's.
      await store.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'error', statusCode: 404 });
      expect(answer.headers['content-type']).toBe(nowhere.headers['content-type']);
      expect(answer.json()).toEqual({ ...nowhere.json(), message: 'No such call: GET /metrics' });
    }

    const scraper = await store.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
      ...elsewhere,
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts and times each call by its route pattern and status, never by the address it was called at', async () => {
    const before = await scrape();
    const featured = { method: 'GET', route: '/api/v1/get-featured-plans', status_code: '200' };
    const count = (text: string) => sample(text, 'http_request_duration_seconds_count', featured) ?? 0;
    await store.app.inject({ url: '/api/v1/get-featured-plans?marker=ana.marker' });
    await store.app.inject({ url: '/api/v1/get-featured-plans' });
    await store.app.inject({ url: '/catalog-assets/alpha.svg' });
    await store.app.inject({ url: '/api/v1/get-demo-mail/7d4c2a5e-3b1f-4e8a-9c6d-2f0e1b3a4c5d/attachment' });
    await store.app.inject({ url: '/no/such/page-4711' });

    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...featured, le: '+Inf' })).toBe(count(after));
    expect(sample(after, 'http_request_duration_seconds_sum', featured)).toBeGreaterThan(0);
    const calls = (text: string, route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status }) ?? 0;
    const more = (route: string, status: string) => calls(after, route, status) - calls(before, route, status);
    expect(more('/catalog-assets/*', '200')).toBe(1);
    expect(more('/api/v1/get-demo-mail/:id/attachment', '404')).toBe(1);
    expect(more('unmatched', '404')).toBe(1);
    for (const leak of ['ana.marker', 'alpha.svg', '7d4c2a5e', 'page-4711']) expect(after).not.toContain(leak);
  });

  it('counts failed job tries and the messages a transport sent or refused, and shows the jobs waiting', async () => {
    const message = (to: string) => ({ to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', kind: 'test' });
    const failures = (text: string, final: string) =>
      sample(text, 'openenroll_job_failures_total', { job: 'send-mail', final }) ?? 0;
    const messages = (text: string, outcome: string) =>
      sample(text, 'openenroll_messages_total', { channel: 'email', outcome }) ?? 0;

    refusing = true;
    await store.mail.enqueue(message('ana.metrics@example.com'));
    expect(sample(await scrape(), 'openenroll_jobs_waiting', { job: 'send-mail' })).toBe(1);
    expect(await store.jobs.drain()).toBe(5);
    const failed = await scrape();
    expect(failures(failed, 'false')).toBe(4);
    expect(failures(failed, 'true')).toBe(1);
    expect(messages(failed, 'failed')).toBe(5);
    expect(messages(failed, 'sent')).toBe(0);
    expect(sample(failed, 'openenroll_jobs_waiting', { job: 'send-mail' })).toBeUndefined();

    refusing = false;
    await store.mail.enqueue(message('ben.metrics@example.com'));
    expect(await store.jobs.drain()).toBe(0);
    const sent = await scrape();
    expect(messages(sent, 'sent')).toBe(1);
    expect(failures(sent, 'true')).toBe(1);
    expect(sent).not.toContain('example.com');
  });

  it('shows the PostgreSQL pool, and no pool on the embedded database', async () => {
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'openenroll_db_pool_clients', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'openenroll_db_pool_clients', { state: 'waiting' })).toBe(0);
    } else {
      expect(text).not.toContain('openenroll_db_pool_clients');
    }
    // The process's own metrics come once per process, from the server (server.ts), not from each app.
    expect(text).not.toContain('process_cpu_seconds_total');
  });
});
