import { getDependentsExistingUserEnrollment } from '@openenroll/contract/wizard/dependent-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The dependents to start from: the list drafted or saved, else the people the quote named. Always read afresh. */
export const getExistingDependentsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'dependents', enrollmentId],
    queryFn: ({ signal }) => callApi(getDependentsExistingUserEnrollment, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useExistingDependents = (enrollmentId: string | undefined) =>
  useQuery({ ...getExistingDependentsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
