import { getAgentInfoEnroll } from '@openenroll/contract/entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getAgentInfoQueryOptions = (agentId: number | undefined) =>
  queryOptions({
    queryKey: ['identity', 'agent-info', agentId ?? null],
    queryFn: ({ signal }) => callApi(getAgentInfoEnroll, { agent_id: agentId }, { signal }),
  });

/** The session's representative. */
export const useAgentInfo = (agentId: number | undefined) => useQuery(getAgentInfoQueryOptions(agentId));
