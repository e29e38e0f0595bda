import { getMemberInfo } from '@openenroll/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getMemberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['identity', 'member-info'],
    queryFn: ({ signal }) => callApi(getMemberInfo, {}, { signal }),
    select: (data) => data.member_info,
    retry: false,
  });

/** The member whose own link opened this session, greeted by first name. */
export const useMemberInfo = () => useQuery(getMemberInfoQueryOptions());
