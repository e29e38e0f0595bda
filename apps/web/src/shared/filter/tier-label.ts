import { type Tier, tierLabels } from '@openenroll/contract/codes';

/** A tier as the visitor reads it; with a premier plan in the cart the spec words IC as one child. */
export const tierLabel = (tier: Tier, premierInCart = false) =>
  tier === 'IC' && premierInCart ? 'Member + 1 Child' : tierLabels[tier];
