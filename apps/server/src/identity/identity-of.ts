import type { SessionIdentity } from '@openenroll/contract/identity';
import type { SessionData } from '../session/session-service.ts';

/** The session as the browser may see it. Store access: an open site, or a proven rep or group code. */
export function identityOf(data: SessionData, site: { requiresAccessCode: boolean }): SessionIdentity {
  return {
    eprocess: data.eprocess ?? null,
    open_type: data.openType ?? null,
    enroll_type: data.enrollType ?? null,
    agent_id: data.agentId ?? null,
    group_id: data.groupId ?? null,
    portal_id: data.portalId ?? null,
    referral: data.referral ?? null,
    rep_authenticated: data.repAuthenticated === true,
    group_authenticated: data.groupAuthenticated === true,
    store_access:
      !site.requiresAccessCode ||
      data.repAuthenticated === true ||
      data.groupAuthenticated === true ||
      data.openType !== undefined,
  };
}
