import { getExternalSiteDynamicInformation } from '@openenroll/contract/site';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiUrl, callApi } from '../api/call-api.ts';
import { pageLocation } from '../page-context.ts';
import { readCachedTheme, writeCachedTheme } from './theme-cache.ts';

const themeInput = () => ({ site_domain: btoa(pageLocation().hostname) });

/**
 * Network first for the query itself; `seedSiteTheme` makes it answer from the page (or else the cache) before that.
 */
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

/** The theme the server wrote into the page for its host (`#site-theme`), if it is there and well formed. */
function themeInPage() {
  try {
    const parsed = getExternalSiteDynamicInformation.data.safeParse(
      JSON.parse(document.getElementById('site-theme')?.textContent ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the site's theme into the query client before the first render, so that render shows the brand. The page
 * carries it (fresh: no request follows, and the cache keeps it for a visit the page does not); else the cache has
 * it from an earlier visit, already stale, so the query refreshes it from the network in the background.
 */
export async function seedSiteTheme(queryClient: QueryClient) {
  const input = themeInput();
  const url = apiUrl(getExternalSiteDynamicInformation, input);
  const { queryKey } = getSiteThemeQueryOptions();
  const inPage = themeInPage();
  if (inPage) {
    queryClient.setQueryData(queryKey, inPage);
    void writeCachedTheme(url, inPage);
    return;
  }
  const cached = await readCachedTheme(url);
  if (cached) queryClient.setQueryData(queryKey, cached, { updatedAt: 0 });
}
