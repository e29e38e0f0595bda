import { type Tier, tierLabels } from '@openenroll/contract/codes';

/** A tier as the visitor reads it; with a premier plan in the cart the spec words IC as one child. */
export const tierLabel = (tier: Tier, premierInCart = false) =>
  tier === 'IC' && premierInCart ? 'Member + 1 Child' : tierLabels[tier];

/** The same label's message id in the filter catalog, for pages read in another language. */
export const tierLabelId = (tier: Tier, premierInCart = false) =>
  tier === 'IC' && premierInCart ? ('filter.tier.oneChild' as const) : (`filter.tier.${tier}` as const);
