import { describe, expect, it } from 'vitest';
import { createEmailCheck, type DomainMail } from './email-check.ts';
import { checkUsPhone } from './phone-check.ts';

const domains: Record<string, DomainMail> = {
  'example.com': 'accepts',
  'no-mail.test': 'none',
  'offline.test': 'unknown',
};
const check = createEmailCheck({ domainMail: async (domain) => domains[domain] ?? 'none' });

describe('the e-mail check', () => {
  it('takes an address whose domain takes mail', async () => {
    expect(await check('ana@example.com')).toEqual({ valid: true, reason: null });
  });

  it('doubts a malformed, a disposable and a mail-less address', async () => {
    expect(await check('ana@')).toEqual({ valid: false, reason: 'format' });
    expect(await check('someone@mailinator.com')).toEqual({ valid: false, reason: 'disposable' });
    expect(await check('ana@no-mail.test')).toEqual({ valid: false, reason: 'no-mail-domain' });
  });

  it('does not doubt an address when the name service cannot answer', async () => {
    expect(await check('ana@offline.test')).toEqual({ valid: true, reason: null });
  });
});

describe('the phone check', () => {
  it('takes US numbers the numbering plan can assign, however they are written', async () => {
    expect(await checkUsPhone('(214) 555-0187')).toEqual({ valid: true, reason: null });
    expect(await checkUsPhone('800-555-0142')).toEqual({ valid: true, reason: null });
  });

  it('doubts numbers no US line can have', async () => {
    expect(await checkUsPhone('1234567890')).toEqual({ valid: false, reason: 'not-assignable' });
    expect(await checkUsPhone('9999999999')).toEqual({ valid: false, reason: 'not-assignable' });
    expect(await checkUsPhone('214555018')).toEqual({ valid: false, reason: 'format' });
  });
});
