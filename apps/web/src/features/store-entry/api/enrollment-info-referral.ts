import { getEnrollmentInfoReferral } from '@openenroll/contract/entry';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { refreshSession } from '../../../shared/api/session-refresh.ts';

/** A referral link's representative; a valid link moves the server session into the referrer's store. */
export const getEnrollmentInfoReferralQueryOptions = (queryClient: QueryClient, referralId: string) =>
  queryOptions({
    queryKey: ['entry', 'referral', referralId],
    queryFn: async ({ signal }) => {
      const referral = await callApi(getEnrollmentInfoReferral, { referral_id: referralId }, { signal });
      await refreshSession(queryClient, referral.identity);
      return referral;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useEnrollmentInfoReferral = (referralId: string) =>
  useQuery(getEnrollmentInfoReferralQueryOptions(useQueryClient(), referralId));
