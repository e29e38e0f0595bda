import { getCartAmount } from '@openenroll/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';

export const getCartAmountQueryOptions = (enrollmentId: string | undefined) =>
  queryOptions({
    queryKey: ['cart', 'amount', enrollmentId ?? null],
    queryFn: ({ signal }) => callApi(getCartAmount, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** The cart's monthly total in dollars. */
export const useCartAmount = () => useQuery(getCartAmountQueryOptions(useClientState('tempId')));
