import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Text, Title } from '@mantine/core';
import { formatMoney } from '@openenroll/contract/money';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { cartMessages } from '../cart-messages.ts';
import classes from './offer-card.module.css';

type OfferCardProps = {
  offer: SuggestedPlan;
  /** Following the offer's own page link closes the checkout where the visitor is. */
  onLeave: () => void;
  /** The offer's header, inside the card, when the dialog offers several plans. */
  intro?: ReactNode;
  /** An Add To Cart button of its own, when the dialog offers several plans. */
  action?: ReactNode;
};

/** One offered plan, as the plan page's accident offer shows it: logo, name, short text, its page, and the price. */
export function OfferCard({ offer, onLeave, intro, action }: OfferCardProps) {
  const t = useT(cartMessages);
  const textLang = useTextLang()(offer);
  return (
    <div className={classes.offer}>
      {intro && <Text size="sm">{intro}</Text>}
      {offer.plan_logo && <img src={offer.plan_logo} alt="" className={classes.logo} />}
      <Title order={3} size="h4" lang={textLang}>
        {offer.plan_name}
      </Title>
      <Text size="sm" lang={textLang}>
        {offer.plan_short_text}
      </Text>
      <Anchor component={Link} to={offer.pop_up_link} onClick={onLeave} size="sm">
        {offer.pop_up_link_description}
      </Anchor>
      <div className={classes.foot}>
        {offer.plan_price !== null && (
          <Text fw={700}>
            {formatMoney(offer.plan_price)}
            <Text span c="dimmed" fw={400}>
              {t('cart.perMonth')}
            </Text>
          </Text>
        )}
        {action}
      </div>
    </div>
  );
}
