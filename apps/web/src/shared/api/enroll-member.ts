import type { Tier } from '@openenroll/contract/codes';
import { addFilterForMember } from '@openenroll/contract/members';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { keepMemberEnrollment } from '../enrollment-start/existing-member.ts';
import { callApi } from './call-api.ts';

/** The member of the session's own link starts an enrollment for the tier chosen. Throws on failure. */
export async function enrollMember(queryClient: QueryClient, tier: Tier) {
  const started = await callApi(addFilterForMember, { tier });
  await keepMemberEnrollment(queryClient, started, tier, false);
}

export function useEnrollMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (tier: Tier) => enrollMember(queryClient, tier) });
}
