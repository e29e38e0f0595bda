import { sendMemberListCode, verifyMemberListCode } from '@openenroll/contract/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { clientState } from '../../../shared/client-state.ts';

/** E-mails a one-time code to the representative's or group's address on file. */
export const useSendMemberListCode = () => useMutation({ mutationFn: () => callApi(sendMemberListCode, {}) });

/** Confirms the e-mailed code; the lists then answer for the rest of the session. */
export function useVerifyMemberListCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(verifyMemberListCode, { code }),
    onSuccess: () => {
      clientState.remove('memberCodeSent');
      return queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
