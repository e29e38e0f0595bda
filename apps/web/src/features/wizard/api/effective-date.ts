import { getEnrollmentTempInfo } from '@openenroll/contract/filter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getEffectiveDateQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'effective-date', enrollmentId],
    queryFn: ({ signal }) =>
      callApi(getEnrollmentTempInfo, { enrollment_id: enrollmentId, column: 'effective_date' }, { signal }),
    select: ({ result }) => (typeof result === 'string' ? result : null),
  });

/** The coverage's effective date (MM/DD/YYYY) as the enrollment holds it. */
export const useEffectiveDate = (enrollmentId: string) => useQuery(getEffectiveDateQueryOptions(enrollmentId));
