import type { CallInput } from '@openenroll/contract/call';
import { getAgentGroups } from '@openenroll/contract/entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

export const getAgentGroupsQueryOptions = (input: CallInput<typeof getAgentGroups>) =>
  queryOptions({
    queryKey: ['identity', 'agent-groups', input],
    queryFn: ({ signal }) => callApi(getAgentGroups, input, { signal }),
  });

/** The representative's groups that enroll in a portal. */
export const useAgentGroups = (input: CallInput<typeof getAgentGroups>) => useQuery(getAgentGroupsQueryOptions(input));
