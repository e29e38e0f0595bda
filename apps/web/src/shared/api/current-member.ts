import { getGroupAgentMemberInfo } from '@openenroll/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';

// Under 'quote': a changed quote or a new enrollment asks again.
export const getEnrollmentPartiesQueryOptions = (enrollmentId: string | undefined) =>
  queryOptions({
    queryKey: ['quote', 'parties', enrollmentId ?? null],
    queryFn: ({ signal }) => callApi(getGroupAgentMemberInfo, { enrollment_id: enrollmentId }, { signal }),
    retry: false,
  });

/**
 * The existing member the visitor enrolls, for the breadcrumb and summary: only when this browser remembers choosing
 * one (isCurrentMemberAvailable) and the server says the enrollment is theirs. `shown` stays true while the server is
 * asked, so the breadcrumb does not jump; it turns false when the server knows no such member.
 */
export function useCurrentMember() {
  const remembered = useClientState('isCurrentMemberAvailable') === true;
  const tempId = useClientState('tempId');
  const parties = useQuery({ ...getEnrollmentPartiesQueryOptions(tempId), enabled: remembered });
  const confirmed =
    parties.data?.enrollment_type === 'existing-member' ? (parties.data.result.user_info ?? undefined) : undefined;
  return {
    shown: remembered && (parties.isPending || confirmed !== undefined),
    member: remembered ? confirmed : undefined,
    group: remembered && confirmed ? (parties.data?.result.group_info ?? undefined) : undefined,
  };
}

/** A member's name as the store shows it: first name only when the server gives no last name. */
export const memberName = (member: { first_name: string; last_name: string | null }) =>
  member.last_name ? `${member.first_name} ${member.last_name}` : member.first_name;
