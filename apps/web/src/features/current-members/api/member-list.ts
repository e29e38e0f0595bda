import { getAgentMembers, getGroupUsers, memberErrorCodes } from '@openenroll/contract/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';

/** Whose members a page lists: the representative's (/agent-select-member) or the group's (/group-select-member). */
export type ListOwner = 'agent' | 'group';

export const getMemberListQueryOptions = (owner: ListOwner, search: string, page: number) =>
  queryOptions({
    queryKey: ['members', 'list', owner, search, page],
    queryFn: ({ signal }) => callApi(owner === 'agent' ? getAgentMembers : getGroupUsers, { search, page }, { signal }),
    // A refusal (no e-mailed code yet, say) is an answer, not a hiccup: asking again would not change it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) && failures < 1,
  });

/** One page of the owner's current members, searched and paged by the server; the last page stays while the next loads. */
export const useMemberList = (owner: ListOwner, search: string, page: number) =>
  useQuery({ ...getMemberListQueryOptions(owner, search, page), placeholderData: keepPreviousData });

/** The server asks for the e-mailed code before it shows the list. */
export const needsMemberListCode = (error: unknown) =>
  error instanceof ApiError && error.errorCode === memberErrorCodes.codeRequired;
