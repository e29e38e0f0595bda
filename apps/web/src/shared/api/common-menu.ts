import type { CallData, CallInput } from '@openenroll/contract/call';
import { getCommonMenu } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';
import { useStoreScope } from './store-scope.ts';

export type MenuCategory = { key: string; label: string };

/** Categories in category_order; any key the order leaves out keeps its place at the end. */
function inMenuOrder({ categories, category_order }: CallData<typeof getCommonMenu>): MenuCategory[] {
  const rank = (key: string) => {
    const index = category_order.indexOf(key);
    return index === -1 ? category_order.length : index;
  };
  return [...categories].sort((a, b) => rank(a.key) - rank(b.key));
}

export const getCommonMenuQueryOptions = (input: CallInput<typeof getCommonMenu>) =>
  queryOptions({
    queryKey: ['site', 'common-menu', input],
    queryFn: ({ signal }) => callApi(getCommonMenu, input, { signal }),
    staleTime: 5 * 60_000,
    select: inMenuOrder,
  });

/** The plan categories on sale to this visitor, in menu order. */
export function useCommonMenu() {
  const scope = useStoreScope();
  const tempId = useClientState('tempId');
  const redirectionType = useClientState('redirectionType');
  // The spec sends the enrollment only in the direct-continue flow.
  const enrollmentId = redirectionType === 'direct-continue' ? tempId : undefined;
  return useQuery(getCommonMenuQueryOptions({ ...scope, enrollment_id: enrollmentId }));
}
