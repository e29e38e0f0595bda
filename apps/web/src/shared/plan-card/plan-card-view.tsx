import { Button, Card, Text, Title } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import { planPath } from '@openenroll/contract/plan-path';
import type { PlanCard } from '@openenroll/contract/plans';
import { useId } from 'react';
import { Link } from 'react-router';
import { Callout } from './callout.tsx';
import { cardAction } from './card-action.ts';
import classes from './plan-card.module.css';
import { TierPrices } from './tier-prices.tsx';

type PlanCardViewProps = {
  card: PlanCard;
  hasQuote: boolean;
  selectedTier?: Tier | null;
  adding?: boolean;
  onAdd: (card: PlanCard) => void;
};

/** Why a card shows no price, in words the visitor can act on. */
const noPriceText = (card: PlanCard) => {
  if (card.salary_based) return 'Enter your annual salary on the plan page to see your rate.';
  if (card.tobacco_rated) return 'Tell us about tobacco use (Edit your basic info) to see your rate.';
  return 'See the plan details for rates.';
};

/** One plan on a listing: logo, name, short text, callout, prices per tier and what the visitor can do next. */
export function PlanCardView({ card, hasQuote, selectedTier, adding = false, onAdd }: PlanCardViewProps) {
  const titleId = useId();
  const action = cardAction(card, hasQuote);
  const detailsPath = planPath(card.plan_id, card.plan_name);

  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.card} aria-labelledby={titleId}>
      <div className={classes.head}>
        {card.plan_logo ? (
          <img src={card.plan_logo} alt="" className={classes.logo} loading="lazy" />
        ) : (
          <span className={classes.logo} />
        )}
        {card.callout_text && <Callout text={card.callout_text} color={card.callout_color} />}
      </div>
      <Title order={3} size="h4" id={titleId}>
        {card.plan_name}
      </Title>
      <Text size="sm" className={classes.text}>
        {card.plan_short_text}
      </Text>
      <TierPrices prices={card.tier_price} selected={selectedTier} from={!hasQuote} empty={noPriceText(card)} />
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
    </Card>
  );
}
