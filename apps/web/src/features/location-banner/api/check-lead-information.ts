import type { CallInput } from '@openenroll/contract/call';
import { checkLeadInformation } from '@openenroll/contract/lead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getCheckLeadInformationQueryOptions = (input: CallInput<typeof checkLeadInformation>) =>
  queryOptions({
    queryKey: ['lead', 'check', input.device_id],
    queryFn: ({ signal }) => callApi(checkLeadInformation, input, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Whether this device already shared its location on this site; asked only of a device that has an id. */
export const useCheckLeadInformation = (input: CallInput<typeof checkLeadInformation>, enabled: boolean) =>
  useQuery({ ...getCheckLeadInformationQueryOptions(input), enabled });
