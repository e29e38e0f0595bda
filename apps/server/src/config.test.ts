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

  it('migrates on start unless MIGRATE_ON_START=false, and refuses other words', () => {
    expect(readConfig({}).migrateOnStart).toBe(true);
    expect(readConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => readConfig({ MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START must be true or false');
  });

  it('closes at once on SIGTERM unless SHUTDOWN_DRAIN_SECONDS asks to drain first', () => {
    expect(readConfig({}).shutdownDrainSeconds).toBe(0);
    expect(readConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainSeconds).toBe(15);
    expect(() => readConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(
      'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds',
    );
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

  it('turns demo mode on by default only on this machine: localhost unless HOST says otherwise', () => {
    expect(readConfig({})).toMatchObject({ host: 'localhost', demoMode: true });
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'LOCALHOST']) {
      expect(readConfig({ HOST }).demoMode).toBe(true);
    }
    expect(readConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('refuses demo mode on a public interface, by default or asked for, unless DEMO_MODE=public', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'store.example.com', '::ffff:10.0.0.1']) {
      expect(() => readConfig({ HOST })).toThrow(ConfigError);
      expect(() => readConfig({ HOST, DEMO_MODE: 'true' })).toThrow(
        `Demo mode is refused on HOST=${HOST}: its mailbox shows every one-time code and quote link to anyone who can reach the server.`,
      );
      expect(readConfig({ HOST, DEMO_MODE: 'public' }).demoMode).toBe(true);
    }
    expect(() => readConfig({ DEMO_MODE: 'yes' })).toThrow('DEMO_MODE must be true, false or public (got "yes").');
  });

  it('keeps the demo outbox a day unless DEMO_MAIL_HOURS says otherwise', () => {
    expect(readConfig({}).demoMailHours).toBe(24);
    expect(readConfig({ DEMO_MAIL_HOURS: '2' }).demoMailHours).toBe(2);
    expect(() => readConfig({ DEMO_MAIL_HOURS: '0' })).toThrow('DEMO_MAIL_HOURS must be positive whole numbers');
  });

  it('lets a scraper in with METRICS_TOKEN only when one is set, and refuses a short one', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => readConfig({ METRICS_TOKEN: 'secret' })).toThrow('METRICS_TOKEN must be at least 24 characters');
  });
});
