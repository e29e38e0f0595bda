import { getExistingBankInfo } from '@openenroll/contract/wizard/billing-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getExistingBanksQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'existing-banks', enrollmentId],
    queryFn: ({ signal }) => callApi(getExistingBankInfo, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** An existing member's saved bank accounts, their numbers masked. */
export const useExistingBanks = (enrollmentId: string) => useQuery(getExistingBanksQueryOptions(enrollmentId));
