import type { Tier } from '@openenroll/contract/codes';
import { addFilterForExistingUser } from '@openenroll/contract/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { keepMemberEnrollment } from '../../../shared/enrollment-start/existing-member.ts';

type EnrollInput = { userId: number; tier: Tier };

/** 'Enroll Now' and a tier: starts the listed member's enrollment and keeps what the store needs of it. */
export function useEnrollExistingMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, tier }: EnrollInput) => {
      const started = await callApi(addFilterForExistingUser, { user_id: userId, tier });
      await keepMemberEnrollment(queryClient, started, tier, true);
    },
  });
}
