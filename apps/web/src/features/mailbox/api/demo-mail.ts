import { getDemoMail } from '@openenroll/contract/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getDemoMailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['demo-mailbox', 'message', id],
    queryFn: ({ signal }) => callApi(getDemoMail, { id }, { signal }),
    retry: false,
  });

/** One message with its bodies; nothing is asked while none is chosen. */
export const useDemoMail = (id: string | null) => useQuery({ ...getDemoMailQueryOptions(id ?? ''), enabled: !!id });
