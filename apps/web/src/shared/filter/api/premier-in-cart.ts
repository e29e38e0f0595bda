import type { Tier } from '@openenroll/contract/codes';
import { getMoreRequirement } from '@openenroll/contract/plan-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/call-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { useClientState } from '../../use-client-state.ts';
import { filterMessages } from '../filter-messages.ts';
import { tierLabelId } from '../tier-label.ts';

// Under 'cart', so adding or removing a plan asks again.
export const getPremierInCartQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'premier', enrollmentId],
    queryFn: ({ signal }) => callApi(getMoreRequirement, { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
  });

/** Labels tiers for the visitor's cart (get-more-requirement says whether it holds a premier plan), in their language. */
export function useTierLabel() {
  const tempId = useClientState('tempId');
  const premier = useQuery({ ...getPremierInCartQueryOptions(tempId ?? ''), enabled: tempId !== undefined });
  const premierInCart = tempId !== undefined && premier.data === true;
  const t = useT(filterMessages);
  return useCallback((tier: Tier) => t(tierLabelId(tier, premierInCart)), [t, premierInCart]);
}
