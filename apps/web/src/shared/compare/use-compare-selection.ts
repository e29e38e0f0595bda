import { maxCompared } from '@openenroll/contract/compare';
import { clientState } from '../client-state.ts';
import { useClientState } from '../use-client-state.ts';

const none: number[] = [];

/** The page comparing these plans; its address is the comparison, so it can be shared. */
export const comparePath = (planIds: readonly number[]) => `/compare?plans=${planIds.join(',')}`;

function store(planIds: number[]) {
  if (planIds.length === 0) clientState.remove('compare');
  else clientState.set('compare', planIds.slice(0, maxCompared));
}

/** The plans chosen to compare, kept in this browser while the visitor moves between listings and plan pages. */
export function useCompareSelection() {
  const planIds = useClientState('compare') ?? none;
  return {
    planIds,
    full: planIds.length >= maxCompared,
    has: (planId: number) => planIds.includes(planId),
    toggle(planId: number) {
      store(planIds.includes(planId) ? planIds.filter((id) => id !== planId) : [...planIds, planId]);
    },
    replace: store,
    clear: () => store([]),
  };
}
