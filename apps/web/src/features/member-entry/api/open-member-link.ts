import { validateMemberLink } from '@openenroll/contract/members';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { refreshSession } from '../../../shared/api/session-refresh.ts';
import { clientState } from '../../../shared/client-state.ts';

/**
 * /member-benefit-store/{id}/…: nothing kept on this device survives a member's own link; the server makes the
 * session the member's and the browser follows its identity. Throws when the link is unknown.
 */
export async function openMemberLink(linkId: string, queryClient: QueryClient) {
  await clientState.clearAll();
  const opened = await callApi(validateMemberLink, { link_id: linkId });
  await refreshSession(queryClient, opened.identity);
  return opened;
}
