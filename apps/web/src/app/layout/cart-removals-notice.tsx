import '@mantine/core/styles/CloseButton.layer.css';
import { CloseButton, Container } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartRemoval } from '../../shared/cart/cart-removals.ts';
import { Message } from '../../shared/i18n/message.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import classes from './cart-removals-notice.module.css';
import { layoutMessages } from './layout-messages.ts';

type CartRemovalsNoticeProps = { removed: readonly CartRemoval[]; onDismiss: () => void };

/** Says which plans a changed quote took out of the cart, and why, on whatever page the quote was changed. */
export function CartRemovalsNotice({ removed, onDismiss }: CartRemovalsNoticeProps) {
  const titleId = useId();
  const t = useT(layoutMessages);
  return (
    <Container size="lg" pt="md">
      <section className={classes.notice} aria-labelledby={titleId}>
        <div>
          <h2 className={classes.title} id={titleId}>
            {t('layout.cartChanged')}
          </h2>
          <ul className={classes.list}>
            {removed.map((plan) => (
              <li key={plan.plan_id}>
                <Message
                  catalog={layoutMessages}
                  id="layout.planRemoved"
                  values={{ plan: plan.plan_name }}
                  components={{ 0: <strong /> }}
                />{' '}
                {plan.reason}
              </li>
            ))}
          </ul>
          <Link to="/cart" className={classes.link}>
            {t('layout.seeCart')}
          </Link>
        </div>
        <CloseButton aria-label={t('layout.closeCartNotice')} onClick={onDismiss} />
      </section>
    </Container>
  );
}
