import { Title } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import type { CategoryPlans, PlanCard } from '@openenroll/contract/plans';
import { useId } from 'react';
import { CompareToggle } from '../../../shared/compare/compare-toggle.tsx';
import { useTextLang } from '../../../shared/i18n/use-t.ts';
import { PlanCardView } from '../../../shared/plan-card/plan-card-view.tsx';
import grid from '../../../shared/plan-card/plan-grid.module.css';
import { categorySectionId } from './category-jump-bar.tsx';
import classes from './category-section.module.css';

type CategorySectionProps = {
  group: CategoryPlans;
  hasQuote: boolean;
  selectedTier?: Tier | null;
  addingPlanId?: number;
  onAdd: (card: PlanCard) => void;
};

/** The plans of one category under its heading. */
export function CategorySection({ group, hasQuote, selectedTier, addingPlanId, onAdd }: CategorySectionProps) {
  const titleId = useId();
  const textLang = useTextLang();
  return (
    <section aria-labelledby={titleId} id={categorySectionId(group.category)} className={classes.section}>
      <Title order={2} id={titleId} size="h3" mb="md" lang={textLang(group)}>
        {group.category_label}
      </Title>
      <ul className={grid.grid}>
        {group.plans.map((card) => (
          <li key={card.plan_id}>
            <PlanCardView
              card={card}
              hasQuote={hasQuote}
              selectedTier={selectedTier}
              adding={addingPlanId === card.plan_id}
              onAdd={onAdd}
              extra={<CompareToggle planId={card.plan_id} planName={card.plan_name} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
