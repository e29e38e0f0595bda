import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { formatMoney } from '@openenroll/contract/money';
import type { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTierLabel } from '../../../shared/filter/api/premier-in-cart.ts';
import { TierPrices } from '../../../shared/plan-card/tier-prices.tsx';
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

const labels: Record<Exclude<DetailAction, 'none' | 'in-cart'>, string> = {
  'get-quote': 'Get Quote',
  salary: 'Enter Salary',
  tobacco: 'Tobacco Usage',
  'enroll-to-group': 'Enroll to Group',
  'enroll-now': 'Enroll Now',
  add: 'Add to Cart',
};

/** The plan card of the plan page: the visitor's price, prices per tier, and the one thing to do next. */
export function PricingPanel({ planName, pricing, hasQuote, action, busy, onAction }: PricingPanelProps) {
  const titleId = useId();
  const priced = pricing?.plans[0];
  const tierLabel = useTierLabel();

  return (
    <Card component="section" withBorder radius="lg" padding="lg" shadow="sm" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {hasQuote ? 'Your price' : 'Prices'}
        </Title>
        {priced?.price != null && (
          <div>
            <Text className={classes.price}>
              {formatMoney(priced.price)}
              <Text span className={classes.per}>
                /month
              </Text>
            </Text>
            {priced.tier && <Text c="dimmed">{tierLabel(priced.tier)}</Text>}
          </div>
        )}
        {priced?.monthly_benefit != null && (
          <Text>
            Monthly benefit: <strong>{formatMoney(priced.monthly_benefit)}</strong>
          </Text>
        )}
        <TierPrices
          prices={priced?.tier_price ?? []}
          selected={hasQuote ? priced?.tier : undefined}
          from={!hasQuote}
          empty={hasQuote ? 'No price for your basic info yet.' : 'Get a quote to see your price.'}
        />
        {action === 'in-cart' ? (
          <Stack gap="xs">
            <Text fw={600}>This plan is in your cart.</Text>
            <Button component={Link} to="/cart" variant="light">
              View Cart
            </Button>
          </Stack>
        ) : (
          action !== 'none' && (
            <Button
              size="md"
              onClick={() => onAction(action)}
              loading={busy}
              aria-label={`${labels[action]}: ${planName}`}
            >
              {labels[action]}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
