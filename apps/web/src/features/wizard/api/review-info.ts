import type { CallData } from '@openenroll/contract/call';
import { getReviewInfo } from '@openenroll/contract/wizard/review-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Every step as the review shows it (masked), the cart summary, and what Complete Enrollment still needs. */
export const getReviewInfoQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'review', enrollmentId],
    queryFn: ({ signal }) => callApi(getReviewInfo, { enrollment_id: enrollmentId }, { signal }),
    // Read afresh on each visit: a step edited from the review changes what it shows.
    staleTime: 0,
  });

export const useReviewInfo = (enrollmentId: string | undefined) =>
  useQuery({ ...getReviewInfoQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });

export type ReviewInfo = CallData<typeof getReviewInfo>;
