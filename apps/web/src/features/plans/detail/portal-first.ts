import type { SessionIdentity } from '@openenroll/contract/identity';
import { routeAccess } from '../../../shared/route-access.ts';

/** A representative or group chooses the portal (a representative also the group) before the quote. */
export const needsPortal = (identity: SessionIdentity | undefined) =>
  identity !== undefined && (identity.rep_authenticated || identity.group_authenticated) && identity.portal_id === null;

/** A member who opened their own link quotes by tier alone: the rest of the filter is what the store knows of them. */
export const needsTier = (identity: SessionIdentity | undefined, tempId: string | undefined) =>
  identity !== undefined && tempId === undefined && routeAccess.member(identity);
