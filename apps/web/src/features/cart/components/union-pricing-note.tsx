import type { UnionPricing } from '@openenroll/contract/cart';
import { formatMoney, formatWholeDollars } from '@openenroll/contract/money';
import notice from './cart-notice.module.css';

/** Association fees read as the carrier words them: $50, not $50.00. */
const fee = (amount: number) => (Number.isInteger(amount) ? formatWholeDollars(amount) : formatMoney(amount));

/** What a union-related plan's price is made of (part 1, §2), with the plan's own health and welfare amount. */
export function UnionPricingNote({ pricing }: { pricing: UnionPricing }) {
  const association = pricing.association_fees;
  return (
    <div className={notice.notice}>
      The price of your union-related plan includes:
      <ul>
        <li>union dues {formatMoney(pricing.union_dues)}</li>
        <li>annuity fund {formatMoney(pricing.annuity_fund)}</li>
        <li>billing fees {formatMoney(pricing.billing_fees)}</li>
        <li>
          association member fees: Single {fee(association.IO)}, Member+Spouse {fee(association.IS)}, Member+Child(ren){' '}
          {fee(association.IC)}, Family {fee(association.IF)}
        </li>
        <li>
          independent marketer fees averaging {formatMoney(pricing.marketer_fees.min)} to{' '}
          {formatMoney(pricing.marketer_fees.max)}
        </li>
        <li>health and welfare {formatMoney(pricing.health_and_welfare)}</li>
      </ul>
    </div>
  );
}
