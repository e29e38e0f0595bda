import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import { tierLabel, tierLabelId } from './tier-label.ts';

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

describe('tier label ids', () => {
  it('name in the catalog the words the spec gives each tier', () => {
    for (const premierInCart of [false, true]) {
      for (const tier of ['IO', 'IS', 'IC', 'IF'] as const) {
        expect(en[tierLabelId(tier, premierInCart)]).toBe(tierLabel(tier, premierInCart));
      }
    }
  });
});
