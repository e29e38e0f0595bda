import { type FilterInfo, getEnrollmentTempInfo } from '@openenroll/contract/filter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/call-api.ts';
import { clientState } from '../../client-state.ts';
import { useClientState } from '../../use-client-state.ts';

export const getFilterInfoQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['quote', 'filter-info', enrollmentId],
    queryFn: ({ signal }) =>
      callApi(getEnrollmentTempInfo, { enrollment_id: enrollmentId, column: 'filter_info' }, { signal }),
    select: ({ result }): FilterInfo | null => (typeof result === 'object' ? result : null),
    retry: false,
  });

/** Forgets a quote this browser remembers but the server session no longer holds (it ended, or started over). */
export function forgetQuote() {
  clientState.remove('tempId');
  clientState.remove('isFilterDataSubmitted');
  clientState.remove('selectedTier');
}

/** The visitor's quote: the stored enrollment id and its filter as the server has it. */
export function useQuoteFilter() {
  const tempId = useClientState('tempId');
  const query = useQuery({ ...getFilterInfoQueryOptions(tempId ?? ''), enabled: tempId !== undefined });
  const stale = query.error instanceof ApiError && query.error.statusCode === 404;
  useEffect(() => {
    if (stale) forgetQuote();
  }, [stale]);
  return {
    tempId: stale ? undefined : tempId,
    filter: (tempId && query.data) || null,
    isPending: tempId !== undefined && query.isPending && !stale,
  };
}
