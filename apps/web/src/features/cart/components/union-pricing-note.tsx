import type { UnionPricing } from '@openenroll/contract/cart';
import { formatMoney, formatWholeDollars } from '@openenroll/contract/money';
import { useT } from '../../../shared/i18n/use-t.ts';
import { cartMessages } from '../cart-messages.ts';
import notice from './cart-notice.module.css';

/** Association fees read as the carrier words them: $50, not $50.00. */
const fee = (amount: number) => (Number.isInteger(amount) ? formatWholeDollars(amount) : formatMoney(amount));

/** What a union-related plan's price is made of (part 1, §2), with the plan's own health and welfare amount. */
export function UnionPricingNote({ pricing }: { pricing: UnionPricing }) {
  const association = pricing.association_fees;
  const t = useT(cartMessages);
  return (
    <div className={notice.notice}>
      {t('cart.union.intro')}
      <ul>
        <li>{t('cart.union.dues', { amount: formatMoney(pricing.union_dues) })}</li>
        <li>{t('cart.union.annuity', { amount: formatMoney(pricing.annuity_fund) })}</li>
        <li>{t('cart.union.billing', { amount: formatMoney(pricing.billing_fees) })}</li>
        <li>
          {t('cart.union.association', {
            single: fee(association.IO),
            spouse: fee(association.IS),
            children: fee(association.IC),
            family: fee(association.IF),
          })}
        </li>
        <li>
          {t('cart.union.marketer', {
            min: formatMoney(pricing.marketer_fees.min),
            max: formatMoney(pricing.marketer_fees.max),
          })}
        </li>
        <li>{t('cart.union.welfare', { amount: formatMoney(pricing.health_and_welfare) })}</li>
      </ul>
    </div>
  );
}
