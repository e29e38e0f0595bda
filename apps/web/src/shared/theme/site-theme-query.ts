import { getExternalSiteDynamicInformation } from '@openenroll/contract/site';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiUrl, callApi } from '../api/call-api.ts';
import { readCachedTheme, writeCachedTheme } from './theme-cache.ts';

const themeInput = () => ({ site_domain: btoa(window.location.hostname) });

/** Network first for the query itself; `seedSiteThemeFromCache` makes it answer from the cache before that. */
export const getSiteThemeQueryOptions = () => {
  const input = themeInput();
  return queryOptions({
    queryKey: ['site', 'theme', input.site_domain],
    queryFn: async ({ signal }) => {
      const entries = await callApi(getExternalSiteDynamicInformation, input, { signal });
      await writeCachedTheme(apiUrl(getExternalSiteDynamicInformation, input), entries);
      return entries;
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // The first visit waits for this answer; a long retry chain would leave the page blank.
    retry: 1,
  });
};

/**
 * Puts the cached theme into the query client as already stale, so the first render shows the brand
 * and the query refreshes it from the network in the background.
 */
export async function seedSiteThemeFromCache(queryClient: QueryClient) {
  const input = themeInput();
  const cached = await readCachedTheme(apiUrl(getExternalSiteDynamicInformation, input));
  if (cached) queryClient.setQueryData(getSiteThemeQueryOptions().queryKey, cached, { updatedAt: 0 });
}
