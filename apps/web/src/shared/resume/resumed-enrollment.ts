import type { ContinueResult } from '@openenroll/contract/quote';
import type { QueryClient } from '@tanstack/react-query';
import { getDefaultInfoQueryOptions } from '../api/default-info.ts';
import { clientState } from '../client-state.ts';

/** What this browser keeps of an enrollment in progress: forgotten when it is cancelled, finished or replaced. */
const enrollmentKeys = [
  'tempId',
  'cartCount',
  'effectiveDate',
  'enrollment',
  'enrollBy',
  'navto',
  'nav_array',
  'isEmployerTabSkip',
  'stepDraftRevisions',
  'otpSent',
  'isFilterDataSubmitted',
  'selectedTier',
] as const;

export function forgetEnrollment() {
  for (const key of enrollmentKeys) clientState.remove(key);
}

/** Keeps what the store needs of an enrollment opened again (continue-enrollment or a direct-continue link). */
export function rememberResumed(resumed: ContinueResult) {
  forgetEnrollment();
  clientState.set('tempId', resumed.enrollment_id);
  if (resumed.agent_id !== null) clientState.set('agent_id', resumed.agent_id);
  if (resumed.group_id !== null) clientState.set('group_id', resumed.group_id);
  if (resumed.platform_group_id !== null) clientState.set('portal_id', resumed.platform_group_id);
  if (resumed.open_type !== null) clientState.set('open_type', resumed.open_type);
  if (resumed.eprocess !== null) clientState.set('eprocess', resumed.eprocess);
  clientState.set('selectedTier', resumed.tier);
  if (resumed.effective_date !== null) clientState.set('effectiveDate', resumed.effective_date);
}

/**
 * The session now holds the resumed enrollment: who the visitor is (and so the route guard) is asked again, and
 * whatever was read for the session before is read afresh.
 */
export async function adoptResumedSession(queryClient: QueryClient) {
  await queryClient.fetchQuery({ ...getDefaultInfoQueryOptions(), staleTime: 0 });
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
}
