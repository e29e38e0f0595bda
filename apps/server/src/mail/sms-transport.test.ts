import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { smsOutboxTransport, smsTransportFor, twilioTransport } from './sms-transport.ts';

describe('text messages through a Twilio-compatible provider', () => {
  const received: { path: string; authorization: string; body: URLSearchParams }[] = [];
  let refuse = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: new URLSearchParams(body),
      });
      response.writeHead(refuse ? 401 : 201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let api = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the message to the account's Messages resource with its credentials", async () => {
    const sms = twilioTransport(`twilio://AC123:s3cret@+15125550100?api=${encodeURIComponent(api)}`);
    await sms.send({ to: '(214) 555-0187', text: 'Your code is 123456' });
    expect(received.at(-1)?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(received.at(-1)?.authorization).toBe(`Basic ${Buffer.from('AC123:s3cret').toString('base64')}`);
    expect(Object.fromEntries(received.at(-1)?.body ?? [])).toEqual({
      To: '+12145550187',
      From: '+15125550100',
      Body: 'Your code is 123456',
    });
  });

  it('throws when the provider refuses, so the job retries', async () => {
    refuse = true;
    const sms = twilioTransport(`twilio://AC123:s3cret@+15125550100?api=${encodeURIComponent(api)}`);
    await expect(sms.send({ to: '2145550187', text: 'x' })).rejects.toThrow('answered 401');
    refuse = false;
  });

  it('refuses a malformed setting without repeating its secret', () => {
    expect(() => twilioTransport('twilio://AC123:s3cret@nobody')).toThrow(ConfigError);
    expect(() => twilioTransport('https://AC123:s3cret@example.com')).toThrow(/^SMS_URL must look like/);
  });

  it('keeps messages in the outbox in demo mode only', () => {
    expect(smsTransportFor({ demoMode: true })).toBe(smsOutboxTransport);
    expect(smsTransportFor({ demoMode: false })).toBeUndefined();
  });
});
