import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, telHref } from './phone.ts';

describe('phoneDigits', () => {
  it('keeps only the digits, whatever was typed around them', () => {
    expect(phoneDigits('(214) 555-0187')).toBe('2145550187');
    expect(phoneDigits('+1 214.555.0187 ')).toBe('12145550187');
    expect(phoneDigits('call me')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups ten digits', () => {
    expect(formatPhone('2145550187')).toBe('(214) 555-0187');
    expect(formatPhone('214.555.0187')).toBe('(214) 555-0187');
  });

  it('leaves other numbers as given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('(214) 555-0187')).toBe('tel:2145550187');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
