import { confirmAgent } from '@openenroll/contract/entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { refreshSession } from '../../../shared/api/session-refresh.ts';
import { clientState } from '../../../shared/client-state.ts';

/** The visitor confirms being the representative: the server session becomes theirs, with nothing of the old one. */
export function useConfirmAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentCode: string) => callApi(confirmAgent, { agent_code: agentCode }),
    onSuccess: async (identity) => {
      clientState.remove('tempId');
      await refreshSession(queryClient, identity);
    },
  });
}
