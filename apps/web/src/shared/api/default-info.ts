import { getDefaultInfo } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export const getDefaultInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'default-info'],
    queryFn: ({ signal }) => callApi(getDefaultInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useDefaultInfo = () => useQuery(getDefaultInfoQueryOptions());
