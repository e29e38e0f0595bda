import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeDollars } from './money.ts';

/** What Intl writes, but a negative amount that rounds to nothing without its sign (Intl: -$0.00). */
const unsignedZero = (written: string) => written.replace(/^-(\$0(\.00)?)$/, '$1');

const amounts = [
  0,
  0.004,
  1e-7,
  0.005,
  0.01,
  0.1,
  0.5,
  1,
  1.005,
  1.015,
  2.5,
  9.995,
  12.345,
  99.99,
  999.995,
  1000,
  1234.5,
  65_432.1,
  999_999.999,
  1_234_567.89,
  -0.004,
  -1,
  -1234.5,
  -2.5,
  ...Array.from({ length: 500 }, (_, index) => Math.round(Math.sin(index + 1) * 10 ** ((index % 7) + 2)) / 1000),
];

describe('formatMoney', () => {
  it('shows dollars with cents', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('writes every amount as the US currency format does', () => {
    const us = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(unsignedZero(us.format(amount)));
  });
});

describe('formatWholeDollars', () => {
  it('drops the cents of round amounts', () => {
    expect(formatWholeDollars(25)).toBe('$25');
    expect(formatWholeDollars(1500)).toBe('$1,500');
  });

  it('writes every amount as the US currency format without cents does', () => {
    const us = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const amount of amounts)
      expect(formatWholeDollars(amount), String(amount)).toBe(unsignedZero(us.format(amount)));
  });
});
