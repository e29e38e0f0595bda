import { describe, expect, it } from 'vitest';
import { removalReason } from './removal-reason.ts';

const shopper = { tier: 'IS' as const, age: 54, state: 'GA' };

describe('removalReason', () => {
  it("says why in the shopper's own terms", () => {
    expect(removalReason('state', shopper)).toBe('It is not sold in GA.');
    expect(removalReason('tier', shopper)).toBe('It is not sold for Member + Spouse.');
    expect(removalReason('age', shopper)).toBe('It is not sold at your age.');
    expect(removalReason('area', shopper)).toBe('It has no price for your zip code.');
    expect(removalReason('tobacco', shopper)).toBe(
      'It needs your answer about tobacco use: add it again from its page.',
    );
    expect(removalReason(undefined, null)).toBe('It is no longer offered.');
  });
});
