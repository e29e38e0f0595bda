import { getCartCount } from '@openenroll/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';

export const getCartCountQueryOptions = (enrollmentId: string | undefined) =>
  queryOptions({
    queryKey: ['cart', 'count', enrollmentId ?? null],
    queryFn: ({ signal }) => callApi(getCartCount, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** Plans in the visitor's cart (the cart of the stored temporary enrollment). */
export const useCartCount = () => useQuery(getCartCountQueryOptions(useClientState('tempId')));
