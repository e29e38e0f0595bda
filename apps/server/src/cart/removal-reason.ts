import { tierLabels } from '@openenroll/contract/codes';
import type { Shopper, Unavailable } from '../pricing/price-plan.ts';

/** Why a changed quote took a plan out of the cart, as the shopper is told it. */
export function removalReason(reason: Unavailable | undefined, shopper: Shopper | null): string {
  switch (reason) {
    case 'state':
      return `It is not sold in ${shopper?.state ?? 'your state'}.`;
    case 'tier':
      return shopper ? `It is not sold for ${tierLabels[shopper.tier]}.` : 'It is not sold for this tier.';
    case 'age':
      return 'It is not sold at your age.';
    case 'area':
      return 'It has no price for your zip code.';
    case 'tobacco':
      return 'It needs your answer about tobacco use: add it again from its page.';
    case 'salary':
    case 'hours':
      return 'It needs your salary and working hours: add it again from its page.';
    default:
      return 'It is no longer offered.';
  }
}
