import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCartCount } from '../../shared/api/cart-count.ts';
import { useClientState } from '../../shared/use-client-state.ts';

// Loaded only once the cart holds a plan: the shell every page loads keeps just this check (ADR 004).
const RecommendedButton = lazy(() =>
  import('./recommended-button.tsx').then((m) => ({ default: m.RecommendedButton })),
);

/** Never in the received-quote (save-cart) or direct-continue flows, nor on the list it opens. */
const hiddenFor = (redirectionType: string | undefined, pathname: string) =>
  redirectionType === 'save-cart' ||
  redirectionType?.includes('direct-continue') === true ||
  /^\/(save-cart-direct-continue|continue-enrollment|recommend-list)(\/|$)/.test(pathname);

/** Whether the header offers 'View Your Recommended Products' here: only with plans in the cart. */
export function useRecommendedOffered() {
  const { data: count = 0 } = useCartCount();
  const redirectionType = useClientState('redirectionType');
  const { pathname } = useLocation();
  return count > 0 && !hiddenFor(redirectionType, pathname);
}

/** The header's 'View Your Recommended Products' (the button checks for recommendations). */
export function RecommendedButtonSlot() {
  if (!useRecommendedOffered()) return null;
  return (
    <Suspense fallback={null}>
      <RecommendedButton />
    </Suspense>
  );
}
