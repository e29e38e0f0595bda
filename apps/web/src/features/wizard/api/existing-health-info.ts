import { getExistingPrimaryHealthInfo } from '@openenroll/contract/wizard/health-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { draftOfStep } from '../../../shared/server-drawing.ts';

/**
 * The applicant's answers to start from: the draft, else the saved answers. Never reused from a cache: the form
 * starts from what the server holds now.
 */
export const getExistingHealthInfoQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'health-info', enrollmentId],
    queryFn: ({ signal }) => callApi(getExistingPrimaryHealthInfo, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: draftOfStep('primary_health_info'),
  });

export const useExistingHealthInfo = (enrollmentId: string | undefined) =>
  useQuery({ ...getExistingHealthInfoQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
