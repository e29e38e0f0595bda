import { getAgentAboutPageInfo, getGroupAboutPageInfo } from '@openenroll/contract/entry';
import type { DefaultInfo } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The About dialog of the group or representative whose store this is; a site's own store has none to fetch. */
export const getAboutPageQueryOptions = (info: Pick<DefaultInfo, 'agent_id' | 'group_id'>) =>
  queryOptions({
    queryKey: ['site', 'about', info.group_id, info.agent_id],
    queryFn: ({ signal }) =>
      info.group_id ? callApi(getGroupAboutPageInfo, {}, { signal }) : callApi(getAgentAboutPageInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useAboutPage = (info: DefaultInfo, enabled: boolean) =>
  useQuery({ ...getAboutPageQueryOptions(info), enabled: enabled && Boolean(info.group_id || info.agent_id) });
