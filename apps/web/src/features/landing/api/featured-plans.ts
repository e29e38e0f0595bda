import type { CallInput } from '@openenroll/contract/call';
import { getFeaturedPlans } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useStoreScope } from '../../../shared/api/store-scope.ts';

export const getFeaturedPlansQueryOptions = (input: CallInput<typeof getFeaturedPlans>) =>
  queryOptions({
    queryKey: ['catalog', 'featured-plans', input],
    queryFn: ({ signal }) => callApi(getFeaturedPlans, input, { signal }),
    staleTime: 5 * 60_000,
  });

export const useFeaturedPlans = () => useQuery(getFeaturedPlansQueryOptions(useStoreScope()));
