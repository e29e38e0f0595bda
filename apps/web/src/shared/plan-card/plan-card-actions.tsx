import { Button } from '@mantine/core';
import { planPath } from '@openenroll/contract/plan-path';
import type { PlanCard } from '@openenroll/contract/plans';
import { Link } from 'react-router';
import { cardAction } from './card-action.ts';
import classes from './plan-card.module.css';

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
  return (
    <div className={classes.actions}>
      <Button component={Link} to={detailsPath} variant="outline" aria-label={`View More Details: ${card.plan_name}`}>
        View More Details
      </Button>
      {action === 'in-cart' && (
        <Button component={Link} to="/cart" variant="light" aria-label={`In Cart: ${card.plan_name}`}>
          In Cart
        </Button>
      )}
      {action === 'enroll-to-group' && (
        <Button component={Link} to={detailsPath} aria-label={`Enroll to Group: ${card.plan_name}`}>
          Enroll to Group
        </Button>
      )}
      {action === 'enroll-now' && (
        <Button component={Link} to={detailsPath} aria-label={`Enroll Now: ${card.plan_name}`}>
          Enroll Now
        </Button>
      )}
      {(action === 'add' || action === 'add-with-membership') && (
        <Button onClick={() => onAdd(card)} loading={adding} aria-label={`Add to Cart: ${card.plan_name}`}>
          Add to Cart
        </Button>
      )}
    </div>
  );
}
