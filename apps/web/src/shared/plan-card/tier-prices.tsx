import type { Tier } from '@openenroll/contract/codes';
import { formatMoney } from '@openenroll/contract/money';
import { useTierLabel } from '../filter/api/premier-in-cart.ts';
import { useT } from '../i18n/use-t.ts';
import classes from './plan-card.module.css';
import { planCardMessages } from './plan-card-messages.ts';
import { tierPriceRows } from './tier-price-rows.ts';

type TierPricesProps = {
  prices: readonly { tier: Tier; price: number }[];
  /** The visitor's tier, highlighted; without a quote the prices are the lowest rates, shown as "from". */
  selected?: Tier | null;
  from?: boolean;
  /** Said instead when no tier has a price above zero. */
  empty: string;
};

/** Monthly prices per tier, only those above zero. */
export function TierPrices({ prices, selected, from = false, empty }: TierPricesProps) {
  const rows = tierPriceRows(prices, selected, useTierLabel());
  const t = useT(planCardMessages);
  if (rows.length === 0) return <p className={classes.noPrice}>{empty}</p>;
  return (
    <dl className={classes.prices}>
      {rows.map((row) => (
        <div key={row.tier} className={classes.priceRow} data-selected={row.selected || undefined}>
          <dt>
            {row.label}
            {row.selected && <span className={classes.srOnly}> {t('planCard.yourTier')}</span>}
          </dt>
          <dd>
            {from && <span className={classes.from}>{t('planCard.from')} </span>}
            {formatMoney(row.price)}
            <span className={classes.per}>{t('planCard.perMonth')}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
