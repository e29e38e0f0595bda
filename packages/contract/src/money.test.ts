import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeDollars } from './money.ts';

describe('formatMoney', () => {
  it('shows dollars with cents', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

describe('formatWholeDollars', () => {
  it('drops the cents of round amounts', () => {
    expect(formatWholeDollars(25)).toBe('$25');
    expect(formatWholeDollars(1500)).toBe('$1,500');
  });
});
