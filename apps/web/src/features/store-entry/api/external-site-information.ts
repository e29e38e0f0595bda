import { getExternalSiteInformation } from '@openenroll/contract/startup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getExternalSiteInformationQueryOptions = (siteName: string) =>
  queryOptions({
    queryKey: ['entry', 'external-site', siteName],
    queryFn: ({ signal }) => callApi(getExternalSiteInformation, { site_name: siteName }, { signal }),
    retry: false,
  });

/** The site an external link names; only this host's own site is found. */
export const useExternalSiteInformation = (siteName: string) =>
  useQuery(getExternalSiteInformationQueryOptions(siteName));
