import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { formatMoney } from '@openenroll/contract/money';
import type { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTierLabel } from '../../../shared/filter/api/premier-in-cart.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { TierPrices } from '../../../shared/plan-card/tier-prices.tsx';
import { plansMessages } from '../plans-messages.ts';
import type { DetailAction } from './detail-action.ts';
import classes from './plan-detail.module.css';

type PricingPanelProps = {
  planName: string;
  pricing: CallData<typeof getPlanPricingDetail> | undefined;
  hasQuote: boolean;
  action: DetailAction;
  busy: boolean;
  onAction: (action: DetailAction) => void;
};

const labels = {
  'get-quote': 'plans.action.get-quote',
  salary: 'plans.action.salary',
  tobacco: 'plans.action.tobacco',
  'enroll-to-group': 'plans.action.enroll-to-group',
  'enroll-now': 'plans.action.enroll-now',
  add: 'plans.action.add',
} as const satisfies Record<Exclude<DetailAction, 'none' | 'in-cart'>, string>;

/** The plan card of the plan page: the visitor's price, prices per tier, and the one thing to do next. */
export function PricingPanel({ planName, pricing, hasQuote, action, busy, onAction }: PricingPanelProps) {
  const titleId = useId();
  const priced = pricing?.plans[0];
  const tierLabel = useTierLabel();
  const t = useT(plansMessages);

  return (
    <Card component="section" withBorder radius="lg" padding="lg" shadow="sm" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {hasQuote ? t('plans.yourPrice') : t('plans.prices')}
        </Title>
        {priced?.price != null && (
          <div>
            <Text className={classes.price}>
              {formatMoney(priced.price)}
              <Text span className={classes.per}>
                {t('plans.perMonth')}
              </Text>
            </Text>
            {priced.tier && <Text c="dimmed">{tierLabel(priced.tier)}</Text>}
          </div>
        )}
        {priced?.monthly_benefit != null && (
          <Text>
            <Message
              catalog={plansMessages}
              id="plans.monthlyBenefit"
              values={{ amount: formatMoney(priced.monthly_benefit) }}
              components={{ 0: <strong /> }}
            />
          </Text>
        )}
        <TierPrices
          prices={priced?.tier_price ?? []}
          selected={hasQuote ? priced?.tier : undefined}
          from={!hasQuote}
          empty={hasQuote ? t('plans.noPriceYet') : t('plans.quoteToSee')}
        />
        {action === 'in-cart' ? (
          <Stack gap="xs">
            <Text fw={600}>{t('plans.inCart')}</Text>
            <Button component={Link} to="/cart" variant="light">
              {t('plans.viewCart')}
            </Button>
          </Stack>
        ) : (
          action !== 'none' && (
            <Button
              size="md"
              onClick={() => onAction(action)}
              loading={busy}
              aria-label={t('plans.actionOf', { action: t(labels[action]), plan: planName })}
            >
              {t(labels[action])}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
