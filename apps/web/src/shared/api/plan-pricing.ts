import { getPlanPricingDetail } from '@openenroll/contract/plan-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export const getPlanPricingQueryOptions = (pid: number, enrollmentId: string | undefined) =>
  queryOptions({
    queryKey: ['plans', 'pricing', pid, enrollmentId ?? null],
    queryFn: ({ signal }) => callApi(getPlanPricingDetail, { pid, enrollment_id: enrollmentId }, { signal }),
  });

/** A plan's price for the visitor's quote, or the reason it has none. */
export const usePlanPricing = (pid: number, enrollmentId: string | undefined, enabled = true) =>
  useQuery({ ...getPlanPricingQueryOptions(pid, enrollmentId), enabled });
