import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.ts';

describe('endSentence', () => {
  it('adds the period a sentence lacks, and no second one', () => {
    expect(endSentence('accepted for Gulf Co')).toBe('accepted for Gulf Co.');
    expect(endSentence('accepted for Lone Star Logistics, Inc.')).toBe('accepted for Lone Star Logistics, Inc.');
    expect(endSentence('Ahoy!')).toBe('Ahoy!');
  });
});
