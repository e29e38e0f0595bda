import { getCartPlanInfo } from '@openenroll/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getCartPlanInfoQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'plan-info', enrollmentId],
    queryFn: ({ signal }) => callApi(getCartPlanInfo, { enrollment_id: enrollmentId }, { signal }),
  });

/** Whether the cart holds an IHA plan (the Employer step may then be skipped). */
export const useCartPlanInfo = (enrollmentId: string) => useQuery(getCartPlanInfoQueryOptions(enrollmentId));
