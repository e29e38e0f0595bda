import type { Tier } from '@openenroll/contract/codes';

/** A tier's label in the filter catalog; with a premier plan in the cart the spec words IC as one child. */
export const tierLabelId = (tier: Tier, premierInCart = false) =>
  tier === 'IC' && premierInCart ? ('filter.tier.oneChild' as const) : (`filter.tier.${tier}` as const);
