import { lazy, Suspense } from 'react';
import { useCartRemovals } from '../../shared/cart/cart-removals.ts';

// Loaded only when a changed quote took plans out of the cart: every page's shell keeps just this check (ADR 004).
const CartRemovalsNotice = lazy(() =>
  import('./cart-removals-notice.tsx').then((m) => ({ default: m.CartRemovalsNotice })),
);

/**
 * A live region, there before anything is said in it, so screen readers announce the notice when it comes. A polite
 * aria-live rather than a status role: each page keeps its own status messages to itself.
 */
export function CartRemovalsSlot() {
  const { removed, dismiss } = useCartRemovals();
  return (
    <div aria-live="polite">
      {removed.length > 0 && (
        <Suspense fallback={null}>
          <CartRemovalsNotice removed={removed} onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
