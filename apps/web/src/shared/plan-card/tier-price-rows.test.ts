import { describe, expect, it } from 'vitest';
import en from '../filter/messages/en.json';
import { tierLabelId } from '../filter/tier-label.ts';
import { tierPriceRows } from './tier-price-rows.ts';

const label = (tier: Parameters<typeof tierLabelId>[0]) => en[tierLabelId(tier)];

describe('tier price rows', () => {
  it('lists tiers in order with their labels, leaving out prices of zero or less', () => {
    const rows = tierPriceRows(
      [
        { tier: 'IF', price: 55 },
        { tier: 'IO', price: 20 },
        { tier: 'IS', price: 0 },
        { tier: 'IC', price: -1 },
      ],
      undefined,
      label,
    );
    expect(rows).toEqual([
      { tier: 'IO', label: 'Member Only', price: 20, selected: false },
      { tier: 'IF', label: 'Family', price: 55, selected: false },
    ]);
  });

  it("marks the shopper's tier", () => {
    const rows = tierPriceRows(
      [
        { tier: 'IO', price: 20 },
        { tier: 'IC', price: 36 },
      ],
      'IC',
      label,
    );
    expect(rows.map((row) => [row.label, row.selected])).toEqual([
      ['Member Only', false],
      ['Member + Child(ren)', true],
    ]);
  });

  it('labels the tiers as the cart reads them', () => {
    const rows = tierPriceRows([{ tier: 'IC', price: 36 }], 'IC', (tier) => en[tierLabelId(tier, true)]);
    expect(rows.map((row) => row.label)).toEqual(['Member + 1 Child']);
  });

  it('has no rows when nothing is priced', () => {
    expect(tierPriceRows([], 'IO', label)).toEqual([]);
  });
});
