import { getBillingText } from '@openenroll/contract/wizard/billing-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getBillingTextQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'billing-text', enrollmentId],
    queryFn: ({ signal }) => callApi(getBillingText, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.text,
  });

/** How the premiums appear on the bank or card statement (the statement descriptor). */
export const useBillingText = (enrollmentId: string) => useQuery(getBillingTextQueryOptions(enrollmentId));
