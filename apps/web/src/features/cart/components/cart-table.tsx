import '@mantine/core/styles/ActionIcon.layer.css';
import { ActionIcon, Text } from '@mantine/core';
import type { CartPlan } from '@openenroll/contract/cart';
import { formatMoney } from '@openenroll/contract/money';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import { TrashIcon } from '../../../shared/ui/icons.tsx';
import { cartMessages } from '../cart-messages.ts';
import classes from './cart-table.module.css';

type CartTableProps = {
  lines: readonly CartPlan[];
  onOpenPlan: (line: CartPlan) => void;
  onRemove: (line: CartPlan) => void;
};

/** The plans in the cart: product, the server's monthly price, and a remove button for the removable ones. */
export function CartTable({ lines, onOpenPlan, onRemove }: CartTableProps) {
  const t = useT(cartMessages);
  const textLang = useTextLang();
  return (
    <table className={classes.table}>
      <caption className={classes.srOnly}>{t('cart.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.table.product')}</th>
          <th scope="col" className={classes.priceHead}>
            {t('cart.table.price')}
          </th>
          <th scope="col" className={classes.removeHead}>
            <span className={classes.srOnly}>{t('cart.table.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.plan_id}>
            <td>
              <div className={classes.product}>
                {line.plan_logo ? (
                  <img src={line.plan_logo} alt="" className={classes.logo} />
                ) : (
                  <span className={classes.logoBlank} />
                )}
                <div>
                  <button type="button" className={classes.name} onClick={() => onOpenPlan(line)} lang={textLang(line)}>
                    {line.plan_name}
                  </button>
                  <Text size="sm" c="dimmed" lineClamp={2} lang={textLang(line)}>
                    {line.plan_short_text}
                  </Text>
                </div>
              </div>
            </td>
            <td className={classes.price} data-label={t('cart.table.price')}>
              <span className={classes.amount}>{formatMoney(line.price)}</span>
              <span className={classes.per}>{t('cart.perMonth')}</span>
              {line.enrollment_fee > 0 && (
                <span className={classes.fee}>{t('cart.table.fee', { amount: formatMoney(line.enrollment_fee) })}</span>
              )}
            </td>
            <td className={classes.remove}>
              {line.removable === 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('cart.table.removePlan', { plan: line.plan_name })}
                  onClick={() => onRemove(line)}
                >
                  <TrashIcon />
                </ActionIcon>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
