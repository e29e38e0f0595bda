import type { SessionIdentity } from '@openenroll/contract/identity';

/** A session identity for tests: nobody in particular, with the given fields changed. */
export const sessionIdentity = (patch: Partial<SessionIdentity> = {}): SessionIdentity => ({
  eprocess: null,
  open_type: null,
  enroll_type: null,
  agent_id: null,
  group_id: null,
  portal_id: null,
  referral: null,
  rep_authenticated: false,
  group_authenticated: false,
  store_access: false,
  ...patch,
});
