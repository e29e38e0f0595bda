import { Button } from '@mantine/core';
import { planPath } from '@openenroll/contract/plan-path';
import type { PlanCard } from '@openenroll/contract/plans';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { cardAction } from './card-action.ts';
import classes from './plan-card.module.css';
import { planCardMessages } from './plan-card-messages.ts';

type PlanCardActionsProps = {
  card: PlanCard;
  hasQuote: boolean;
  adding: boolean;
  onAdd: (card: PlanCard) => void;
};

/** What the visitor can do with a plan from a card: its details, and adding it or the step before. */
export function PlanCardActions({ card, hasQuote, adding, onAdd }: PlanCardActionsProps) {
  const action = cardAction(card, hasQuote);
  const detailsPath = planPath(card.plan_id, card.plan_name);
  const t = useT(planCardMessages);
  const plan = card.plan_name;
  return (
    <div className={classes.actions}>
      <Button component={Link} to={detailsPath} variant="outline" aria-label={t('planCard.detailsOf', { plan })}>
        {t('planCard.details')}
      </Button>
      {action === 'in-cart' && (
        <Button component={Link} to="/cart" variant="light" aria-label={t('planCard.inCartOf', { plan })}>
          {t('planCard.inCart')}
        </Button>
      )}
      {action === 'enroll-to-group' && (
        <Button component={Link} to={detailsPath} aria-label={t('planCard.enrollToGroupOf', { plan })}>
          {t('planCard.enrollToGroup')}
        </Button>
      )}
      {action === 'enroll-now' && (
        <Button component={Link} to={detailsPath} aria-label={t('planCard.enrollNowOf', { plan })}>
          {t('planCard.enrollNow')}
        </Button>
      )}
      {(action === 'add' || action === 'add-with-membership') && (
        <Button onClick={() => onAdd(card)} loading={adding} aria-label={t('planCard.addOf', { plan })}>
          {t('planCard.add')}
        </Button>
      )}
    </div>
  );
}
