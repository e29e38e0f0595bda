import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { mailTransportFor } from './mail-transport.ts';

const mailFrom = 'OpenEnroll <no-reply@localhost>';

describe('choosing how e-mail leaves', () => {
  it('uses SMTP when SMTP_URL is set, in demo mode or not', () => {
    for (const demoMode of [true, false]) {
      const transport = mailTransportFor({ smtpUrl: 'smtp://user:pass@127.0.0.1:2525', mailFrom, demoMode });
      expect(transport.kind).toBe('smtp');
      transport.close();
    }
  });

  it('keeps e-mail in the outbox in demo mode without SMTP', () => {
    expect(mailTransportFor({ mailFrom, demoMode: true }).kind).toBe('outbox');
  });

  it('refuses to start outside demo mode without SMTP, saying what to set', () => {
    expect(() => mailTransportFor({ mailFrom, demoMode: false })).toThrow(ConfigError);
    expect(() => mailTransportFor({ mailFrom, demoMode: false })).toThrow(/SMTP_URL is required outside demo mode/);
  });

  it('refuses an SMTP_URL that is not one, without repeating its password', () => {
    const bad = () => mailTransportFor({ smtpUrl: 'http://user:hunter2@mail.test', mailFrom, demoMode: false });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SMTP_URL must look like smtp:\/\//);
    expect(bad).not.toThrow(/hunter2/);
  });
});
