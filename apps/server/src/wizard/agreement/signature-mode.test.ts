import { describe, expect, it } from 'vitest';
import { sameName } from './signature-mode.ts';

describe('sameName', () => {
  it('takes a name as people type it', () => {
    expect(sameName('gulf co', 'Gulf Co.')).toBe(true);
    expect(sameName('Lone Star Logistics Inc', 'Lone Star Logistics, Inc.')).toBe(true);
    expect(sameName("  mary-jane  O'NEIL ", "Mary-Jane O'Neil")).toBe(true);
    expect(sameName('GULF-4000', 'gulf-4000')).toBe(true);
  });

  it('refuses another name, or none', () => {
    expect(sameName('Gulf Company', 'Gulf Co.')).toBe(false);
    expect(sameName('gulf4000', 'gulf-4000')).toBe(false);
    expect(sameName(undefined, 'Gulf Co.')).toBe(false);
  });
});
