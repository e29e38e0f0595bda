import { getExistingCardInfo } from '@openenroll/contract/wizard/billing-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getExistingCardsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'existing-cards', enrollmentId],
    queryFn: ({ signal }) => callApi(getExistingCardInfo, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** An existing member's saved cards: brand, last 4 and expiry. */
export const useExistingCards = (enrollmentId: string) => useQuery(getExistingCardsQueryOptions(enrollmentId));
