import { describe, expect, it } from 'vitest';
import { offeredChoice } from './effective-date.ts';

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
