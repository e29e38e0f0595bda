import { Button, Card, Text, Title } from '@mantine/core';
import type { CartPlan } from '@openenroll/contract/cart';
import type { Tier } from '@openenroll/contract/codes';
import { useId } from 'react';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import cardClasses from '../../../shared/plan-card/plan-card.module.css';
import { PlanLogo } from '../../../shared/plan-card/plan-logo.tsx';
import { TierPrices } from '../../../shared/plan-card/tier-prices.tsx';
import { cartMessages } from '../cart-messages.ts';
import classes from './received-quote-view.module.css';

type QuotePlanCardProps = { plan: CartPlan; tier: Tier; onDetails: (plan: CartPlan) => void };

/**
 * One quoted plan, drawn like the plans listing's cards: its price only for the quote's tier (spec part 1, §2: in the
 * cart quote view a tier's price shows when above zero and equal to the selected tier), and its details.
 */
export function QuotePlanCard({ plan, tier, onDetails }: QuotePlanCardProps) {
  const titleId = useId();
  const t = useT(cartMessages);
  const textLang = useTextLang()(plan);
  const prices = plan.tier_price
    .filter((entry) => entry.tier === tier)
    .map((entry) => ({ tier: entry.tier, price: entry.price_male_nons }));

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={`${cardClasses.card} ${classes.quoteCard}`}
      aria-labelledby={titleId}
    >
      <div className={classes.about}>
        <div className={cardClasses.head}>
          <PlanLogo src={plan.plan_logo} />
        </div>
        <Title order={3} size="h4" id={titleId} lang={textLang}>
          {plan.plan_name}
        </Title>
        <Text size="sm" className={cardClasses.text} lang={textLang}>
          {plan.plan_short_text}
        </Text>
        {plan.riders.length > 0 && (
          <ul className={classes.riders} aria-label={t('cart.quote.includedWith', { plan: plan.plan_name })}>
            {plan.riders.map((rider) => (
              <li key={rider.name} lang={textLang}>
                <Text span size="sm" fw={600}>
                  {rider.name}
                </Text>
                {rider.description && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {rider.description}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={classes.price}>
        <TierPrices prices={prices} selected={tier} empty={t('cart.quote.pricedInTotals')} />
        <div className={cardClasses.actions}>
          <Button
            variant="outline"
            onClick={() => onDetails(plan)}
            aria-label={t('cart.quote.detailsOf', { plan: plan.plan_name })}
          >
            {t('cart.quote.details')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
