import type { CallInput } from '@openenroll/contract/call';
import { getPlanNetwork } from '@openenroll/contract/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useStoreScope } from '../../../shared/api/store-scope.ts';
import { useQuoteFilter } from '../../../shared/filter/api/filter-info.ts';

export const getPlanNetworkQueryOptions = (input: CallInput<typeof getPlanNetwork>) =>
  queryOptions({
    queryKey: ['plans', 'network', input],
    queryFn: ({ signal }) => callApi(getPlanNetwork, input, { signal }),
    staleTime: 5 * 60_000,
  });

/** The networks of the medical plans on sale to the visitor; with a quote, those with a plan it lists. */
export function usePlanNetworks() {
  const quote = useQuoteFilter();
  return useQuery({
    ...getPlanNetworkQueryOptions({ ...useStoreScope(), category: 'medical', enrollment_id: quote.tempId }),
    enabled: !quote.isPending,
  });
}
