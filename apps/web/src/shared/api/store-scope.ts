import { useClientState } from '../use-client-state.ts';

/** Who is shopping, as this browser remembers it; every catalog read sends it (the server checks it against the session). */
export function useStoreScope() {
  return {
    agent_id: useClientState('agent_id'),
    group_id: useClientState('group_id'),
    portal_id: useClientState('portal_id'),
    eprocess: useClientState('eprocess'),
    open_type: useClientState('open_type'),
  };
}
