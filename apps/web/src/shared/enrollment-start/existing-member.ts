import type { CallData } from '@openenroll/contract/call';
import type { Tier } from '@openenroll/contract/codes';
import type { addFilterForExistingUser } from '@openenroll/contract/members';
import type { QueryClient } from '@tanstack/react-query';
import { getEnrollmentPlatformsQueryOptions } from '../api/enrollment-platforms.ts';
import { refreshSession } from '../api/session-refresh.ts';
import { clientState } from '../client-state.ts';

export type MemberEnrollment = CallData<typeof addFilterForExistingUser>;

/** The portal's name and code for the summary; forgotten when the session cannot list its portals (a member alone). */
async function keepPortalDetails(queryClient: QueryClient, portalId: number) {
  if (clientState.get('portal_id') === portalId && clientState.get('portal_name')) return;
  const platforms = await queryClient.fetchQuery(getEnrollmentPlatformsQueryOptions({})).catch(() => []);
  const portal = platforms.find((item) => item.platform_group_id === portalId);
  if (portal) {
    clientState.set('portal_name', portal.platform_name);
    clientState.set('portal_code', portal.platform_code);
  } else {
    clientState.remove('portal_name');
    clientState.remove('portal_code');
  }
}

/**
 * An existing member's enrollment has started (spec part 1, §4): keep its temporary id, group and portal, mark it an
 * existing-member enrollment with its filter submitted, then read the session afresh (identity, menu, cart, plans).
 * `chosenFromList`: a representative or group picked the member from its list, which the breadcrumb then offers.
 */
export async function keepMemberEnrollment(
  queryClient: QueryClient,
  started: MemberEnrollment,
  tier: Tier,
  chosenFromList: boolean,
) {
  await keepPortalDetails(queryClient, started.portal_id);
  clientState.set('tempId', started.temp_enrollment_id);
  if (started.group_id === null) clientState.remove('group_id');
  else clientState.set('group_id', started.group_id);
  clientState.set('portal_id', started.portal_id);
  clientState.set('enroll_type', 'existing-member');
  clientState.set('selectedTier', tier);
  clientState.set('isFilterDataSubmitted', true);
  if (chosenFromList) clientState.set('isCurrentMemberAvailable', true);
  else clientState.remove('isCurrentMemberAvailable');
  await refreshSession(queryClient, started.identity);
}
