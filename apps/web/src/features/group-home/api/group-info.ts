import { getGroupInfoEnroll } from '@openenroll/contract/entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getGroupInfoQueryOptions = (groupId: number | undefined) =>
  queryOptions({
    queryKey: ['identity', 'group-info', groupId ?? null],
    queryFn: ({ signal }) => callApi(getGroupInfoEnroll, { group_id: groupId }, { signal }),
  });

/** The session's group. */
export const useGroupInfo = (groupId: number | undefined) => useQuery(getGroupInfoQueryOptions(groupId));
