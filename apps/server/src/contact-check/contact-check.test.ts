import { describe, expect, it } from 'vitest';
import { createEmailCheck, type DomainMail, rememberedDomainMail } from './email-check.ts';
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

describe('the remembered domain lookup', () => {
  it('asks once per domain until the answer expires, and asks again after an unknown or a failure', async () => {
    const asked: string[] = [];
    const answers: Record<string, DomainMail | 'fail'> = {
      'example.com': 'accepts',
      'offline.test': 'unknown',
      'broken.test': 'fail',
    };
    let clock = 0;
    const lookup = rememberedDomainMail(
      async (domain) => {
        asked.push(domain);
        if (answers[domain] === 'fail') throw new Error('name service down');
        return (answers[domain] ?? 'none') as DomainMail;
      },
      { ttlMs: 1000, limit: 2, now: () => clock },
    );
    expect(await Promise.all([lookup('example.com'), lookup('example.com')])).toEqual(['accepts', 'accepts']);
    expect(await lookup('offline.test')).toBe('unknown');
    expect(await lookup('offline.test')).toBe('unknown');
    await expect(lookup('broken.test')).rejects.toThrow('name service down');
    await expect(lookup('broken.test')).rejects.toThrow('name service down');
    expect(asked).toEqual(['example.com', 'offline.test', 'offline.test', 'broken.test', 'broken.test']);
    clock = 1001;
    expect(await lookup('example.com')).toBe('accepts');
    expect(asked.at(-1)).toBe('example.com');
  });

  it('forgets the oldest domain beyond its limit', async () => {
    const asked: string[] = [];
    const lookup = rememberedDomainMail(
      async (domain) => {
        asked.push(domain);
        return 'accepts';
      },
      { limit: 2 },
    );
    for (const domain of ['a.test', 'b.test', 'c.test', 'b.test', 'a.test']) await lookup(domain);
    expect(asked).toEqual(['a.test', 'b.test', 'c.test', 'a.test']);
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
