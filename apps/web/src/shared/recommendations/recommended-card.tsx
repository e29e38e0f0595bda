import { Button, Card, Text, Title } from '@mantine/core';
import { formatMoney } from '@openenroll/contract/money';
import { planPath } from '@openenroll/contract/plan-path';
import type { RecommendedPlan } from '@openenroll/contract/recommendation';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '../api/common-menu.ts';
import { useT, useTextLang } from '../i18n/use-t.ts';
import { cardAction } from '../plan-card/card-action.ts';
import { priceText } from './price-text.ts';
import { recommendationMessages } from './recommendation-messages.ts';
import classes from './recommendations.module.css';

type RecommendedCardProps = {
  plan: RecommendedPlan;
  category: MenuCategory | undefined;
  hasQuote: boolean;
  adding: boolean;
  onAdd: (plan: RecommendedPlan) => void;
};

/**
 * One recommended plan: logo, category, name, price, why it is recommended, and what the visitor can do next.
 * A labelled group rather than an article: on /plans the articles are the listing's own plans.
 */
export function RecommendedCard({ plan, category, hasQuote, adding, onAdd }: RecommendedCardProps) {
  const titleId = useId();
  const action = cardAction(plan, hasQuote);
  const price = priceText(plan);
  const detailsPath = planPath(plan.plan_id, plan.plan_name);
  const t = useT(recommendationMessages);
  const textLang = useTextLang();

  return (
    <Card role="group" withBorder radius="lg" padding="md" className={classes.card} aria-labelledby={titleId}>
      <div className={classes.logoBox}>
        {plan.plan_logo && <img src={plan.plan_logo} alt="" className={classes.logo} loading="lazy" />}
      </div>
      {category?.label && (
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" lang={textLang(category)}>
          {category.label}
        </Text>
      )}
      <Title order={3} size="h5" id={titleId} className={classes.name} lang={textLang(plan)}>
        {plan.plan_name}
      </Title>
      <p className={classes.price}>
        {price ? (
          <>
            {price.from && <span className={classes.per}>{t('recommend.from')} </span>}
            {formatMoney(price.amount)}
            <span className={classes.per}>{t('recommend.perMonth')}</span>
          </>
        ) : (
          <span className={classes.per}>{t('recommend.seeDetails')}</span>
        )}
      </p>
      <p className={classes.reason}>{plan.reason}</p>
      <div className={classes.actions}>
        {action === 'add' || action === 'add-with-membership' ? (
          <Button
            size="sm"
            onClick={() => onAdd(plan)}
            loading={adding}
            aria-label={t('recommend.addPlan', { plan: plan.plan_name })}
          >
            {t('recommend.add')}
          </Button>
        ) : action === 'in-cart' ? (
          <Button
            size="sm"
            component={Link}
            to="/cart"
            variant="light"
            aria-label={t('recommend.inCartPlan', { plan: plan.plan_name })}
          >
            {t('recommend.inCart')}
          </Button>
        ) : null}
        <Button
          size="sm"
          component={Link}
          to={detailsPath}
          variant="outline"
          aria-label={t('recommend.detailsPlan', { plan: plan.plan_name })}
        >
          {t('recommend.details')}
        </Button>
      </div>
    </Card>
  );
}
