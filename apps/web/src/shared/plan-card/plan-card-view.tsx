import { Card, Text, Title } from '@mantine/core';
import type { Tier } from '@openenroll/contract/codes';
import type { PlanCard } from '@openenroll/contract/plans';
import { type ReactNode, useId } from 'react';
import { useT, useTextLang } from '../i18n/use-t.ts';
import { Callout } from './callout.tsx';
import { noPriceText } from './no-price-text.ts';
import classes from './plan-card.module.css';
import { PlanCardActions } from './plan-card-actions.tsx';
import { planCardMessages } from './plan-card-messages.ts';
import { PlanLogo } from './plan-logo.tsx';
import { TierPrices } from './tier-prices.tsx';

type PlanCardViewProps = {
  card: PlanCard;
  hasQuote: boolean;
  selectedTier?: Tier | null;
  adding?: boolean;
  onAdd: (card: PlanCard) => void;
  /** Below the buttons: what the page adds to each card (the comparison's checkbox). */
  extra?: ReactNode;
};

/** One plan on a listing: logo, name, short text, callout, prices per tier and what the visitor can do next. */
export function PlanCardView({ card, hasQuote, selectedTier, adding = false, onAdd, extra }: PlanCardViewProps) {
  const titleId = useId();
  const t = useT(planCardMessages);
  const textLang = useTextLang()(card);

  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.card} aria-labelledby={titleId}>
      <div className={classes.head}>
        <PlanLogo src={card.plan_logo} />
        {card.callout_text && <Callout text={card.callout_text} color={card.callout_color} lang={textLang} />}
      </div>
      <Title order={3} size="h4" id={titleId} lang={textLang}>
        {card.plan_name}
      </Title>
      <Text size="sm" className={classes.text} lang={textLang}>
        {card.plan_short_text}
      </Text>
      <TierPrices prices={card.tier_price} selected={selectedTier} from={!hasQuote} empty={noPriceText(card, t)} />
      <PlanCardActions card={card} hasQuote={hasQuote} adding={adding} onAdd={onAdd} />
      {extra}
    </Card>
  );
}
