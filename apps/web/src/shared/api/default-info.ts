import { getDefaultInfo } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mirrorIdentity } from '../identity-mirror.ts';
import { callApi } from './call-api.ts';

export const getDefaultInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'default-info'],
    queryFn: async ({ signal }) => {
      const info = await callApi(getDefaultInfo, {}, { signal });
      mirrorIdentity(info.identity);
      return info;
    },
    staleTime: 5 * 60_000,
  });

/** The store the visitor is in (site, representative or group): name, contact details, logo. */
export const useDefaultInfo = () => useQuery(getDefaultInfoQueryOptions());

/** Who the server session says the visitor is: the truth for the route guard, mirrored into client-state. */
export const useIdentity = () => useQuery({ ...getDefaultInfoQueryOptions(), select: (info) => info.identity });
