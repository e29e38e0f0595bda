import type { CallData, CallInput } from '@openenroll/contract/call';
import { getCommonMenu, getGroupMenu, MEMBERSHIP_SITE } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useClientState } from '../use-client-state.ts';
import { callApi } from './call-api.ts';
import { useStoreScope } from './store-scope.ts';

export type MenuCategory = CallData<typeof getCommonMenu>['categories'][number];

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

export const getGroupMenuQueryOptions = (input: CallInput<typeof getGroupMenu>) =>
  queryOptions({
    queryKey: ['site', 'group-menu', input],
    queryFn: ({ signal }) => callApi(getGroupMenu, input, { signal }),
    staleTime: 5 * 60_000,
    select: inMenuOrder,
  });

/** The plan categories on sale to this visitor, in menu order; a group's store in the membership-site mode asks get-group-menu. */
export function useCommonMenu() {
  const scope = useStoreScope();
  const tempId = useClientState('tempId');
  const redirectionType = useClientState('redirectionType');
  const fromSite = useClientState('fromSite');
  // The spec sends the enrollment only in the direct-continue flow.
  const enrollmentId = redirectionType === 'direct-continue' ? tempId : undefined;
  const groupStore = fromSite === MEMBERSHIP_SITE && scope.open_type === 'group' && scope.group_id !== undefined;
  const common = useQuery({
    ...getCommonMenuQueryOptions({ ...scope, enrollment_id: enrollmentId }),
    enabled: !groupStore,
  });
  const group = useQuery({
    ...getGroupMenuQueryOptions({ group_id: scope.group_id, from_site: MEMBERSHIP_SITE }),
    enabled: groupStore,
  });
  return groupStore ? group : common;
}
