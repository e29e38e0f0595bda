import { validateLandingPage } from '@openenroll/contract/entry';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { refreshSession } from '../../../shared/api/session-refresh.ts';

/**
 * Whose store a path segment names. The answer moves the server session into that store, so the query
 * refreshes the session-scoped reads itself, runs again on every visit and never retries a refusal.
 */
export const getValidateLandingPageQueryOptions = (queryClient: QueryClient, landingPage: string) =>
  queryOptions({
    queryKey: ['entry', 'landing-page', landingPage],
    queryFn: async ({ signal }) => {
      const landing = await callApi(validateLandingPage, { landing_page: landingPage }, { signal });
      await refreshSession(queryClient, landing.identity);
      return landing;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useValidateLandingPage = (landingPage: string) =>
  useQuery(getValidateLandingPageQueryOptions(useQueryClient(), landingPage));
