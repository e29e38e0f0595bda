import { useEffect } from 'react';
import { useCartEffectiveDates } from '../../shared/cart/api/plan-cart.ts';
import { clientState } from '../../shared/client-state.ts';
import { useClientState } from '../../shared/use-client-state.ts';
import { offeredChoice } from './effective-date.ts';

/**
 * The effective date the cart is priced for: the visitor's choice, kept in client-state ('effectiveDate') so the
 * header's amount follows it, while the cart still offers it. A choice no longer offered is forgotten.
 */
export function useEffectiveDate(enrollmentId: string | undefined) {
  const stored = useClientState('effectiveDate');
  const dates = useCartEffectiveDates(enrollmentId);
  const stale = stored !== undefined && dates.data !== undefined && !dates.data.includes(stored);
  useEffect(() => {
    if (stale) clientState.remove('effectiveDate');
  }, [stale]);

  return {
    offered: dates.data ?? [],
    /** Undefined: the server picks (the saved date while offered, else the first offered). */
    chosen: offeredChoice(stored, dates.data),
    /** The offer is known (or failed): the cart can be asked for without risking a date it refuses. */
    settled: enrollmentId === undefined || !dates.isPending,
    choose: (date: string) => clientState.set('effectiveDate', date),
  };
}
