import { describe, expect, it } from 'vitest';
import { formatEffectiveDate, offeredChoice } from './effective-date.ts';

describe('formatEffectiveDate', () => {
  it('spells the month out', () => {
    expect(formatEffectiveDate('12/01/2026')).toBe('December 1, 2026');
    expect(formatEffectiveDate('02/01/2027')).toBe('February 1, 2027');
  });

  it('leaves anything else as it came', () => {
    expect(formatEffectiveDate('2026-12-01')).toBe('2026-12-01');
  });
});

describe('offeredChoice', () => {
  const offered = ['12/01/2026', '01/01/2027', '02/01/2027'];

  it('keeps a choice the cart offers', () => {
    expect(offeredChoice('01/01/2027', offered)).toBe('01/01/2027');
  });

  it('drops a choice the cart no longer offers, or any choice before the offer is known', () => {
    expect(offeredChoice('11/01/2026', offered)).toBeUndefined();
    expect(offeredChoice('01/01/2027', undefined)).toBeUndefined();
    expect(offeredChoice(undefined, offered)).toBeUndefined();
  });
});
