import { phoneDigits } from '@openenroll/contract/phone';
import { type Config, ConfigError } from '../config.ts';

export type OutgoingSms = { to: string; text: string };

/** How a text message leaves the store. Sending resolves once the provider took it, and throws if it did not. */
export type SmsTransport = { kind: 'provider' | 'outbox'; send(sms: OutgoingSms): Promise<void> };

/**
 * A Twilio-compatible Messages API: `twilio://ACCOUNT_SID:AUTH_TOKEN@+1FROMNUMBER`; `?api=` points at another base
 * address speaking the same API (a regional endpoint, a test server).
 */
export function twilioTransport(url: string): SmsTransport {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    parsed = new URL('invalid:');
  }
  const account = decodeURIComponent(parsed.username);
  const token = decodeURIComponent(parsed.password);
  const from = decodeURIComponent(parsed.hostname || parsed.pathname.replace(/^\/\//, ''));
  // The URL carries a secret: the message never repeats it.
  if (parsed.protocol !== 'twilio:' || !account || !token || !/^\+?\d{10,15}$/.test(from)) {
    throw new ConfigError('SMS_URL must look like twilio://ACCOUNT_SID:AUTH_TOKEN@+15125550100.');
  }
  const api = parsed.searchParams.get('api') ?? 'https://api.twilio.com';
  const endpoint = `${api}/2010-04-01/Accounts/${encodeURIComponent(account)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`;
  return {
    kind: 'provider',
    async send({ to, text }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: `+1${phoneDigits(to).slice(-10)}`, From: from, Body: text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`The text message provider answered ${response.status}`);
    },
  };
}

/** Demo mode without a provider: nothing leaves the machine; the message's row is the outbox the mailbox shows. */
export const smsOutboxTransport: SmsTransport = { kind: 'outbox', async send() {} };

/** The provider when configured; else the outbox in demo mode; else none (text messages are then refused). */
export function smsTransportFor(config: Pick<Config, 'smsUrl' | 'demoMode'>): SmsTransport | undefined {
  if (config.smsUrl) return twilioTransport(config.smsUrl);
  return config.demoMode ? smsOutboxTransport : undefined;
}
