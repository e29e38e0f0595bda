import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { CartView } from '@openenroll/contract/cart';
import { formatMoney } from '@openenroll/contract/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { CostList, CostRow } from '../../../shared/cart/cost-list.tsx';
import { useTierLabel } from '../../../shared/filter/api/premier-in-cart.ts';
import { useFormatLongDate } from '../../../shared/i18n/use-format-date.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { cartMessages } from '../cart-messages.ts';
import notice from './cart-notice.module.css';
import classes from './order-info.module.css';
import { UnionPricingNote } from './union-pricing-note.tsx';

type OrderInfoProps = {
  cart: CartView;
  /** The start dates on offer; the cart's own date is shown when the offer could not be read. */
  offered: readonly string[];
  selected: string | null;
  onChoose: (date: string) => void;
  /** The server is pricing the cart for another date: the amounts shown are the previous date's. */
  repricing: boolean;
  checkingOut: boolean;
  onCheckout: () => void;
  onSave: () => void;
};

/** The cart's totals for the chosen effective date, as the server priced them, and the ways on from the cart. */
export function OrderInfo(props: OrderInfoProps) {
  const { cart, offered, selected, repricing } = props;
  const titleId = useId();
  const t = useT(cartMessages);
  const textLang = useTextLang();
  const longDate = useFormatLongDate();
  const tierLabel = useTierLabel();
  const dates = offered.length > 0 ? offered : selected ? [selected] : [];
  const riders = cart.result.flatMap((line) =>
    line.riders.map((rider) => ({ ...rider, plan: line.plan_name, text_language: line.text_language })),
  );

  return (
    <Card component="section" withBorder radius="lg" padding="lg" shadow="sm" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('cart.order.title')}
        </Title>
        <NativeSelect
          label={t('cart.effectiveDate')}
          value={selected ?? ''}
          onChange={(event) => props.onChoose(event.currentTarget.value)}
          data={dates.map((date) => ({ value: date, label: longDate.usDate(date) }))}
          disabled={dates.length === 0}
        />
        <CostList aria-busy={repricing} aria-live="polite">
          <CostRow label={t('cart.order.tier')}>{tierLabel(cart.tier)}</CostRow>
          <CostRow label={t('cart.order.firstMonth')}>{formatMoney(cart.initial_month_cost)}</CostRow>
          <CostRow label={t('cart.order.recurring')}>{formatMoney(cart.recurring_month_cost)}</CostRow>
          {/* Part of the amounts above, as the partner notice says: not a charge of its own. */}
          {cart.administrative_fees > 0 && (
            <CostRow label={t('cart.order.adminFees')}>{formatMoney(cart.administrative_fees)}</CostRow>
          )}
          <CostRow label={t('cart.order.total')} total className={classes.grandTotal}>
            {formatMoney(cart.total_cost)}
          </CostRow>
        </CostList>
        {cart.priced_age !== null && cart.listing_age !== null && cart.priced_age !== cart.listing_age && (
          <p className={notice.notice}>
            {t('cart.order.pricedAge', {
              priced: cart.priced_age,
              date: longDate.usDate(cart.effective_date ?? ''),
              listing: cart.listing_age,
            })}
          </p>
        )}
        {riders.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('cart.order.riders')}
            </Title>
            <ul className={classes.riders}>
              {riders.map((rider) => (
                <li key={`${rider.plan}-${rider.name}`} lang={textLang(rider)}>
                  <Text span fw={600} size="sm">
                    {rider.name}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    ({rider.plan})
                  </Text>
                  {rider.description && <Text size="sm">{rider.description}</Text>}
                </li>
              ))}
            </ul>
          </Stack>
        )}
        {cart.special_message && <p className={notice.notice}>{cart.special_message}</p>}
        {cart.union_pricing && <UnionPricingNote pricing={cart.union_pricing} />}
        <Stack gap="xs">
          <Button
            size="md"
            fullWidth
            onClick={props.onCheckout}
            loading={props.checkingOut}
            disabled={repricing || !selected}
          >
            {t('cart.order.checkout')}
          </Button>
          <Button variant="default" fullWidth onClick={props.onSave}>
            {t('cart.order.save')}
          </Button>
          <Button variant="subtle" fullWidth component={Link} to="/plans">
            {t('cart.continueShopping')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
