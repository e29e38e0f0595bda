import { getPaymentMethod } from '@openenroll/contract/wizard/billing-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getPaymentMethodQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'payment-method', enrollmentId],
    queryFn: ({ signal }) => callApi(getPaymentMethod, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** How the cart may be paid: the method to select, every one offered, and whether the choice is locked. */
export const usePaymentMethod = (enrollmentId: string) => useQuery(getPaymentMethodQueryOptions(enrollmentId));
