import { getStates } from '@openenroll/contract/wizard/contact-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['wizard', 'states'],
    queryFn: ({ signal }) => callApi(getStates, {}, { signal }),
    select: (data) => data.result,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** US states and territories (name and abbreviation), for the birth state select. */
export const useStates = (enabled: boolean) => useQuery({ ...getStatesQueryOptions(), enabled });
