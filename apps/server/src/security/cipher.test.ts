import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from './cipher.ts';

describe('the personal-data cipher', () => {
  const cipher = createCipher(randomBytes(32));

  it('round-trips, and never yields the same text twice', () => {
    const first = cipher.encrypt('512345678');
    expect(first).not.toBe(cipher.encrypt('512345678'));
    expect(first).not.toContain('512345678');
    expect(cipher.decrypt(first)).toBe('512345678');
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = cipher.encrypt('512345678');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => createCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });
});
