import type { FilterChange } from '@openenroll/contract/filter';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

export type CartRemoval = FilterChange['removed_from_cart'][number];

const key = ['notice', 'cart-removals'] as const;

/** Keeps what a changed quote took out of the cart until the shopper has read it (CartRemovalsNotice). */
export function noteCartRemovals(queryClient: QueryClient, removed: readonly CartRemoval[]) {
  if (removed.length > 0) queryClient.setQueryData(key, removed);
}

/** The plans a changed quote took out of the cart, and a way to put the notice away. */
export function useCartRemovals() {
  const queryClient = useQueryClient();
  const { data = [] } = useQuery<readonly CartRemoval[]>({
    queryKey: key,
    queryFn: () => [],
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { removed: data, dismiss: () => queryClient.setQueryData(key, []) };
}
