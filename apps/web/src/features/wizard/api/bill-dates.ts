import { getBillDate } from '@openenroll/contract/wizard/billing-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getBillDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['wizard', 'bill-dates'],
    queryFn: ({ signal }) => callApi(getBillDate, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The billing dates one may choose, labelled 'Nth of month'. */
export const useBillDates = () => useQuery(getBillDatesQueryOptions());
