import type { CallInput } from '@openenroll/contract/call';
import { changeFilterInfo } from '@openenroll/contract/filter';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { noteCartRemovals } from '../../cart/cart-removals.ts';

/**
 * After the quote filter changed: the menu, the cart (repriced by the server, maybe smaller), every plan price and
 * the filter itself are read again.
 */
export async function refreshAfterQuoteChange(queryClient: QueryClient) {
  await Promise.all(
    [['site', 'common-menu'], ['cart'], ['plans'], ['quote']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Changes part of the quote filter (tobacco use, salary and hours from the plan page). */
export function useChangeFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof changeFilterInfo>) => callApi(changeFilterInfo, input),
    onSuccess: (changed) => {
      noteCartRemovals(queryClient, changed.removed_from_cart);
      return refreshAfterQuoteChange(queryClient);
    },
  });
}
