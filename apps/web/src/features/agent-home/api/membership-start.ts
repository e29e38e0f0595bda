import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useChoosePortal } from '../../../shared/api/choose-portal.ts';
import { getElevateInfoQueryOptions } from '../../../shared/api/elevate-info.ts';
import { getEnrollmentPlatformsQueryOptions } from '../../../shared/api/enrollment-platforms.ts';

/**
 * The membership-site mode skips the portal step: the partner portal is chosen for the representative, who goes
 * straight on. Answers false when the representative does not sell in that portal (the step is then shown).
 */
export function useMembershipStart(agentId: number | undefined) {
  const queryClient = useQueryClient();
  const choose = useChoosePortal();
  return useMutation({
    mutationFn: async () => {
      const [partner, platforms] = await Promise.all([
        queryClient.fetchQuery(getElevateInfoQueryOptions()),
        queryClient.fetchQuery(getEnrollmentPlatformsQueryOptions({ agent_id: agentId })),
      ]);
      const portal = platforms.find((item) => item.platform_group_id === partner.portal_id);
      if (!portal) return false;
      await choose.mutateAsync({ portal });
      return true;
    },
  });
}
