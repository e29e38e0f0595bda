import { formatMoney } from '@openenroll/contract/money';
import { Link } from 'react-router';
import { useCartAmount } from '../../shared/api/cart-amount.ts';
import { useCartCount } from '../../shared/api/cart-count.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { CartIcon } from '../../shared/ui/icons.tsx';
import classes from './cart-summary.module.css';
import { layoutMessages } from './layout-messages.ts';

export function CartSummary() {
  const { data: count = 0 } = useCartCount();
  const { data: amount = 0 } = useCartAmount();
  const money = formatMoney(amount);
  const t = useT(layoutMessages);

  return (
    <Link to="/cart" className={classes.cart} aria-label={t('layout.cart', { count, amount: money })}>
      <span className={classes.icon}>
        <CartIcon size={26} />
        <span className={classes.badge}>{count}</span>
      </span>
      <span className={classes.amount}>{money}</span>
    </Link>
  );
}
