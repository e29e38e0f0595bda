import type { CallInput } from '@openenroll/contract/call';
import { getEnrollmentPlatforms } from '@openenroll/contract/entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export const getEnrollmentPlatformsQueryOptions = (input: CallInput<typeof getEnrollmentPlatforms>) =>
  queryOptions({
    queryKey: ['identity', 'enrollment-platforms', input],
    queryFn: ({ signal }) => callApi(getEnrollmentPlatforms, input, { signal }),
  });

/** The portals the session's representative or group enrolls in. */
export const useEnrollmentPlatforms = (input: CallInput<typeof getEnrollmentPlatforms> = {}) =>
  useQuery(getEnrollmentPlatformsQueryOptions(input));
