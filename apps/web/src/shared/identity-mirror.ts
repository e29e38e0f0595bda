import type { SessionIdentity } from '@openenroll/contract/identity';
import { type ClientState, type ClientStateKey, type ClientStateValue, clientState } from './client-state.ts';

type MirroredKey = keyof SessionIdentity & ClientStateKey;
const mirrored = [
  'eprocess',
  'open_type',
  'enroll_type',
  'agent_id',
  'group_id',
  'portal_id',
  'referral',
] as const satisfies readonly MirroredKey[];

/**
 * Copies who the server session says the visitor is into client-state. The session decides; the browser only
 * remembers, so a value the session no longer holds is removed rather than kept.
 */
export function mirrorIdentity(identity: SessionIdentity, state: ClientState = clientState) {
  for (const key of mirrored) put(state, key, identity[key] ?? undefined);
  // A portal's name and code describe the portal id; without one they would describe nothing.
  if (identity.portal_id === null) {
    put(state, 'portal_name', undefined);
    put(state, 'portal_code', undefined);
  }
}

/** Writes only what changed, so readers of unchanged keys do not re-render. */
function put<K extends ClientStateKey>(state: ClientState, key: K, value: ClientStateValue<K> | undefined) {
  if (value === undefined) {
    if (state.get(key) !== undefined) state.remove(key);
  } else if (state.get(key) !== value) {
    state.set(key, value);
  }
}
