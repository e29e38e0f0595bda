import '@mantine/core/styles/CloseButton.layer.css';
import { CloseButton, Container } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartRemoval } from '../../shared/cart/cart-removals.ts';
import classes from './cart-removals-notice.module.css';

type CartRemovalsNoticeProps = { removed: readonly CartRemoval[]; onDismiss: () => void };

/** Says which plans a changed quote took out of the cart, and why, on whatever page the quote was changed. */
export function CartRemovalsNotice({ removed, onDismiss }: CartRemovalsNoticeProps) {
  const titleId = useId();
  return (
    <Container size="lg" pt="md">
      <section className={classes.notice} aria-labelledby={titleId}>
        <div>
          <h2 className={classes.title} id={titleId}>
            Your cart changed with your quote
          </h2>
          <ul className={classes.list}>
            {removed.map((plan) => (
              <li key={plan.plan_id}>
                <strong>{plan.plan_name}</strong> was removed from your cart. {plan.reason}
              </li>
            ))}
          </ul>
          <Link to="/cart" className={classes.link}>
            See your cart
          </Link>
        </div>
        <CloseButton aria-label="Close the cart notice" onClick={onDismiss} />
      </section>
    </Container>
  );
}
