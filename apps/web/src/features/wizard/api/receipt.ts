import { getReceipt } from '@openenroll/contract/wizard/receipt';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getReceiptQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'receipt', enrollmentId],
    queryFn: ({ signal }) => callApi(getReceipt, { enrollment_id: enrollmentId }, { signal }),
    // A submitted application does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The submitted enrollment's confirmation number and the applicant's name. */
export const useReceipt = (enrollmentId: string | undefined) =>
  useQuery({ ...getReceiptQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
