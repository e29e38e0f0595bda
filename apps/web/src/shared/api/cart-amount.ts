import { effectiveDate as effectiveDateSchema, getCartAmount } from '@openenroll/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';

export const getCartAmountQueryOptions = (enrollmentId: string | undefined, effectiveDate?: string) =>
  queryOptions({
    queryKey: ['cart', 'amount', enrollmentId ?? null, effectiveDate ?? null],
    queryFn: ({ signal }) =>
      callApi(getCartAmount, { enrollment_id: enrollmentId, effective_date: effectiveDate }, { signal }),
    select: (data) => data.result,
  });

/** The cart's monthly total in dollars, for the effective date chosen on the cart page (so header and cart agree). */
export function useCartAmount() {
  const tempId = useClientState('tempId');
  const chosen = useClientState('effectiveDate');
  const effectiveDate = effectiveDateSchema.safeParse(chosen).success ? chosen : undefined;
  return useQuery(getCartAmountQueryOptions(tempId, effectiveDate));
}
