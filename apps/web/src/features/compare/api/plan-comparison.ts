import { getPlanComparison } from '@openenroll/contract/compare';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The plans side by side, priced for the visitor's quote when there is one; under 'plans' so the cart refreshes it. */
export const usePlanComparison = (planIds: number[], enrollmentId: string | undefined) =>
  useQuery({
    queryKey: ['plans', 'comparison', planIds, enrollmentId ?? null],
    queryFn: ({ signal }) =>
      callApi(getPlanComparison, { plan_ids: planIds.join(','), enrollment_id: enrollmentId }, { signal }),
    enabled: planIds.length > 0,
    // Removing a column keeps the table on screen while the smaller comparison loads.
    placeholderData: keepPreviousData,
  });
