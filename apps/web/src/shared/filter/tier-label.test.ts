import { describe, expect, it } from 'vitest';
import { tierLabel } from './tier-label.ts';

describe('tier labels', () => {
  it('names every tier', () => {
    expect((['IO', 'IS', 'IC', 'IF'] as const).map((tier) => tierLabel(tier))).toEqual([
      'Member Only',
      'Member + Spouse',
      'Member + Child(ren)',
      'Family',
    ]);
  });

  it('reads IC as one child while a premier plan is in the cart, and leaves the other tiers alone', () => {
    expect(tierLabel('IC', true)).toBe('Member + 1 Child');
    expect(tierLabel('IF', true)).toBe('Family');
    expect(tierLabel('IO', true)).toBe('Member Only');
    expect(tierLabel('IC', false)).toBe('Member + Child(ren)');
  });
});
