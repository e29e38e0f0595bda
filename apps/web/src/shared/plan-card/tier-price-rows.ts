import { type Tier, tiers } from '@openenroll/contract/codes';

export type TierPriceRow = { tier: Tier; label: string; price: number; selected: boolean };

/** Prices per tier in the usual tier order, only those above zero, with the shopper's own tier marked. */
export function tierPriceRows(
  prices: readonly { tier: Tier; price: number }[],
  selected: Tier | null | undefined,
  label: (tier: Tier) => string,
): TierPriceRow[] {
  return tiers.flatMap((tier) => {
    const price = prices.find((entry) => entry.tier === tier)?.price ?? 0;
    return price > 0 ? [{ tier, label: label(tier), price, selected: tier === selected }] : [];
  });
}
