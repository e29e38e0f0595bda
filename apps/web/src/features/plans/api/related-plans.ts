import { getRelatedPlans } from '@openenroll/contract/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getRelatedPlansQueryOptions = (planId: number, enrollmentId: string | undefined) =>
  queryOptions({
    queryKey: ['plans', 'related', planId, enrollmentId ?? null],
    queryFn: ({ signal }) => callApi(getRelatedPlans, { plan_id: planId, enrollment_id: enrollmentId }, { signal }),
  });

/** Other plans of the same category on sale to the visitor. */
export const useRelatedPlans = (planId: number, enrollmentId: string | undefined) =>
  useQuery(getRelatedPlansQueryOptions(planId, enrollmentId));
