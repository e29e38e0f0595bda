import { useIdentity } from './api/default-info.ts';
import { homePath } from './home-path.ts';
import { useClientState } from './use-client-state.ts';

/** The home navigation rule for the current visitor. */
export function useHomePath() {
  const { data: identity } = useIdentity();
  const stored = {
    referral: useClientState('referral'),
    open_type: useClientState('open_type'),
    eprocess: useClientState('eprocess'),
  };
  return homePath(identity, stored);
}
