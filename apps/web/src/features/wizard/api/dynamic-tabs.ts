import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { getDynamicTabs } from '@openenroll/contract/wizard/tabs';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/**
 * This enrollment's steps, the ones completed and what changed since it was last worked on. Read once per visit of
 * the wizard: the notices are said once, and each save answers the steps completed (`markCompleted`).
 */
export const getDynamicTabsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'tabs', enrollmentId],
    queryFn: ({ signal }) => callApi(getDynamicTabs, { enrollment_id: enrollmentId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDynamicTabs = (enrollmentId: string | undefined) =>
  useQuery({ ...getDynamicTabsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });

/** A save answered which steps are now completed; the notices were already shown. */
export function markCompleted(queryClient: QueryClient, enrollmentId: string, completed: WizardTab[]) {
  queryClient.setQueryData(
    getDynamicTabsQueryOptions(enrollmentId).queryKey,
    (tabs) => tabs && { ...tabs, completed, notices: [] },
  );
}
