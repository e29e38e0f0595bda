import { enterWebsite } from '@openenroll/contract/startup';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { getElevateInfoQueryOptions } from '../../../shared/api/elevate-info.ts';
import { refreshSession } from '../../../shared/api/session-refresh.ts';
import { clientState } from '../../../shared/client-state.ts';

type Website = { group: string; id?: string };

/**
 * /websites?group=…[&id=…]: enters the group's store and remembers whether the visitor came from the partner
 * membership site (fromSite). In that mode the portal's name and code are fetched for the screens.
 */
export const getEnterWebsiteQueryOptions = (queryClient: QueryClient, website: Website) =>
  queryOptions({
    queryKey: ['entry', 'website', website],
    queryFn: async ({ signal }) => {
      const entered = await callApi(enterWebsite, website, { signal });
      if (entered.from_site) clientState.set('fromSite', entered.from_site);
      else clientState.remove('fromSite');
      await refreshSession(queryClient, entered.identity);
      const portalId = entered.identity.portal_id;
      if (entered.from_site && portalId !== null) {
        const partner = await queryClient.fetchQuery(getElevateInfoQueryOptions());
        if (partner.portal_id === portalId) {
          clientState.set('portal_name', partner.portal_name);
          clientState.set('portal_code', partner.portal_code);
        }
      }
      return entered;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useEnterWebsite = (website: Website) => useQuery(getEnterWebsiteQueryOptions(useQueryClient(), website));
