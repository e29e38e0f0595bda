import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration', () => {
  it('reads the quote link lifetime and reminder delays, with their defaults', () => {
    expect(readConfig({})).toMatchObject({ quoteLinkDays: 30, quoteReminderDelays: [172_800, 432_000] });
    const set = readConfig({ QUOTE_LINK_DAYS: '7', QUOTE_REMINDER_DELAYS: '60, 3600' });
    expect(set).toMatchObject({ quoteLinkDays: 7, quoteReminderDelays: [60, 3600] });
    expect(readConfig({ QUOTE_REMINDER_DELAYS: '' }).quoteReminderDelays).toEqual([]);
  });

  it('guards transactions everywhere but in production', () => {
    expect(readConfig({}).guardTransactions).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', DATA_KEY: 'k' }).guardTransactions).toBe(false);
  });

  it('refuses delays and lifetimes that are not positive whole numbers', () => {
    expect(() => readConfig({ QUOTE_LINK_DAYS: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ QUOTE_REMINDER_DELAYS: '2d' })).toThrow(
      'QUOTE_REMINDER_DELAYS must be positive whole numbers',
    );
  });

  it('trusts no proxy unless told, then the proxies named', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,loopback' }).trustProxy).toBe(
      '10.0.0.0/8,192.0.2.7,::1,loopback',
    );
    for (const wrong of ['2', 'proxy.example.com', '10.0.0.0/33', 'yes']) {
      expect(() => readConfig({ TRUST_PROXY: wrong })).toThrow('TRUST_PROXY must be true, false');
    }
  });
});
