import { getDemoMailbox } from '@openenroll/contract/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** E-mail is sent by a background job: the list looks again every few seconds to show it arrive. */
export const getDemoMailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['demo-mailbox'],
    queryFn: ({ signal }) => callApi(getDemoMailbox, {}, { signal }),
    refetchInterval: 5_000,
    retry: false,
  });

export const useDemoMailbox = () => useQuery(getDemoMailboxQueryOptions());
