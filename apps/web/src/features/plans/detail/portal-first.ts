import type { SessionIdentity } from '@openenroll/contract/identity';

/** A representative or group chooses the portal (a representative also the group) before the quote. */
export const needsPortal = (identity: SessionIdentity | undefined) =>
  identity !== undefined && (identity.rep_authenticated || identity.group_authenticated) && identity.portal_id === null;
