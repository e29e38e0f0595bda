import { getPlanDetail } from '@openenroll/contract/plan-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export const getPlanDetailQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: ['plans', 'detail', planId],
    queryFn: ({ signal }) => callApi(getPlanDetail, { planId }, { signal }),
    retry: false,
  });

/** A plan's description, carrier and rules. */
export const usePlanDetail = (planId: number) => useQuery(getPlanDetailQueryOptions(planId));
