import { describe, expect, it } from 'vitest';
import { comparedIdsOf } from './compared-ids.ts';

describe('the plans a comparison address names', () => {
  it('reads ids once each, in order, and nothing from an address that is not a comparison', () => {
    expect(comparedIdsOf(new URLSearchParams('plans=7,3,7,12'))).toEqual([7, 3, 12]);
    expect(comparedIdsOf(new URLSearchParams('plans=1,2,3,4,5'))).toEqual([]);
    expect(comparedIdsOf(new URLSearchParams('plans=1,x'))).toEqual([]);
    expect(comparedIdsOf(new URLSearchParams(''))).toEqual([]);
  });
});
