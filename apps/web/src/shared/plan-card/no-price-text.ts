import type { PlanCard } from '@openenroll/contract/plans';
import type { Translate } from '../i18n/use-t.ts';
import type { planCardMessages } from './plan-card-messages.ts';

type PlanCardKey = NonNullable<(typeof planCardMessages)['ids']>;

/** Why a plan shows no price, in words the visitor can act on. */
export const noPriceText = (card: PlanCard, t: Translate<PlanCardKey>) => {
  if (card.salary_based) return t('planCard.noPrice.salary');
  if (card.tobacco_rated) return t('planCard.noPrice.tobacco');
  return t('planCard.noPrice.details');
};
