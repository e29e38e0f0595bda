import type { PlanCard } from '@openenroll/contract/plans';

/** Why a plan shows no price, in words the visitor can act on. */
export const noPriceText = (card: PlanCard) => {
  if (card.salary_based) return 'Enter your annual salary on the plan page to see your rate.';
  if (card.tobacco_rated) return 'Tell us about tobacco use (Edit your basic info) to see your rate.';
  return 'See the plan details for rates.';
};
