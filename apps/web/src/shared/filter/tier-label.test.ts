import { tierLabels } from '@openenroll/contract/codes';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import { tierLabelId } from './tier-label.ts';

const english = (tier: keyof typeof tierLabels, premierInCart = false) => en[tierLabelId(tier, premierInCart)];

describe('tier labels', () => {
  it("name every tier in the spec's words", () => {
    for (const tier of ['IO', 'IS', 'IC', 'IF'] as const) expect(english(tier)).toBe(tierLabels[tier]);
  });

  it('read IC as one child while a premier plan is in the cart, and leave the other tiers alone', () => {
    expect(english('IC', true)).toBe('Member + 1 Child');
    expect(english('IF', true)).toBe('Family');
    expect(english('IO', true)).toBe('Member Only');
    expect(english('IC', false)).toBe('Member + Child(ren)');
  });
});
