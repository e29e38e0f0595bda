import { describe, expect, it } from 'vitest';
import { formatLongUsDate, formatUsDate, isoToUs, parseUsDate, usToIso } from './us-date.ts';

describe('US dates', () => {
  it('parses real calendar days only', () => {
    expect(parseUsDate('02/29/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseUsDate('02/29/2027')).toBeNull();
    expect(parseUsDate('13/01/2027')).toBeNull();
    expect(parseUsDate('2027-01-01')).toBeNull();
    expect(parseUsDate('01/01/1899')).toBeNull();
  });

  it('converts between typed and stored dates both ways', () => {
    expect(usToIso('07/04/1990')).toBe('1990-07-04');
    expect(isoToUs('1990-07-04')).toBe('07/04/1990');
    expect(formatUsDate(new Date(Date.UTC(2026, 11, 1)))).toBe('12/01/2026');
  });

  it('spells the month out in a sentence, and leaves anything else as it came', () => {
    expect(formatLongUsDate('12/01/2026')).toBe('December 1, 2026');
    expect(formatLongUsDate('02/01/2027')).toBe('February 1, 2027');
    expect(formatLongUsDate('2026-12-01')).toBe('2026-12-01');
  });
});
