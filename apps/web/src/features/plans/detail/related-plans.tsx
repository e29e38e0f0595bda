import { Title } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import { useId } from 'react';
import { CardCartDialogs } from '../../../shared/cart/card-cart-dialogs.tsx';
import { useCardCart } from '../../../shared/cart/use-card-cart.ts';
import { CompareToggle } from '../../../shared/compare/compare-toggle.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { PlanCardView } from '../../../shared/plan-card/plan-card-view.tsx';
import grid from '../../../shared/plan-card/plan-grid.module.css';
import { useRelatedPlans } from '../api/related-plans.ts';
import { plansMessages } from '../plans-messages.ts';

type RelatedPlansProps = { planId: number; tempId: string | undefined; selectedTier?: Tier | null };

/** Other plans of the same category, as cards with their own Add to Cart. */
export function RelatedPlans({ planId, tempId, selectedTier }: RelatedPlansProps) {
  const { data: plans = [] } = useRelatedPlans(planId, tempId);
  const cart = useCardCart(tempId);
  const titleId = useId();
  const t = useT(plansMessages);
  if (plans.length === 0) return null;

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="md">
        {t('plans.related')}
      </Title>
      <ul className={grid.grid}>
        {plans.map((card) => (
          <li key={card.plan_id}>
            <PlanCardView
              card={card}
              hasQuote={tempId !== undefined}
              selectedTier={selectedTier}
              adding={cart.addingPlanId === card.plan_id}
              onAdd={(chosen) => void cart.addCard(chosen)}
              extra={<CompareToggle planId={card.plan_id} planName={card.plan_name} />}
            />
          </li>
        ))}
      </ul>
      <CardCartDialogs cart={cart} enrollmentId={tempId} />
    </section>
  );
}
