import { keepSessionAlive } from '@openenroll/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Marks the session active and learns how long it may stay idle; once per visit of the wizard. */
export const getSessionIdleQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'idle-seconds'],
    queryFn: () => callApi(keepSessionAlive, {}),
    select: (data) => data.idle_seconds,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSessionIdleSeconds = () => useQuery(getSessionIdleQueryOptions());

/** 'Stay signed in': the answer itself counts as activity for the warning's timer. */
export const keepAlive = () => callApi(keepSessionAlive, {});
