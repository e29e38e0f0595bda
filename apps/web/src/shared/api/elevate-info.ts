import { getElevateInfo } from '@openenroll/contract/startup';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

/** The portal visitors from the partner membership site shop in. */
export const getElevateInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'elevate-info'],
    queryFn: ({ signal }) => callApi(getElevateInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });
