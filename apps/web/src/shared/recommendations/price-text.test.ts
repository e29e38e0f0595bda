import { describe, expect, it } from 'vitest';
import { priceText } from './price-text.ts';

describe('priceText', () => {
  it("is the visitor's price when the quote prices the plan", () => {
    expect(priceText({ plan_price: 21.5, tier_price: [{ tier: 'IO', price: 30 }] })).toEqual({
      amount: 21.5,
      from: false,
    });
  });

  it("is the lowest tier's price above zero otherwise, as 'from'", () => {
    expect(
      priceText({
        plan_price: null,
        tier_price: [
          { tier: 'IF', price: 80 },
          { tier: 'IO', price: 0 },
          { tier: 'IS', price: 45 },
        ],
      }),
    ).toEqual({ amount: 45, from: true });
  });

  it('is nothing when no tier is priced', () => {
    expect(priceText({ plan_price: 0, tier_price: [] })).toBeUndefined();
  });
});
