import type { CallInput } from '@openenroll/contract/call';
import { type platform, updateFilterPortal } from '@openenroll/contract/entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { clientState } from '../client-state.ts';
import { callApi } from './call-api.ts';
import { refreshSession } from './session-refresh.ts';

type ChoosePortalInput = { portal: z.infer<typeof platform>; groupId?: number };

/**
 * Records the portal (and, for a representative's new group member, the group) with update-filter-portal,
 * then mirrors the answer. The enrollment starts afresh, so the old temporary enrollment id goes.
 */
export function useChoosePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portal, groupId }: ChoosePortalInput) => {
      const input: CallInput<typeof updateFilterPortal> = { platform_group_id: portal.platform_group_id };
      if (groupId !== undefined) input.group_id = groupId;
      return callApi(updateFilterPortal, input);
    },
    onSuccess: async (identity, { portal }) => {
      clientState.remove('tempId');
      clientState.set('portal_name', portal.platform_name);
      clientState.set('portal_code', portal.platform_code);
      await refreshSession(queryClient, identity);
    },
  });
}
