import { describe, expect, it } from 'vitest';
import { sessionIdentity } from '../../../shared/testing/session-identity.ts';
import { needsPortal } from './portal-first.ts';

const visitor = sessionIdentity({ store_access: true });

describe('the portal before the quote', () => {
  it('is asked of a confirmed representative or a proven group without a portal', () => {
    expect(needsPortal({ ...visitor, rep_authenticated: true, agent_id: 7 })).toBe(true);
    expect(needsPortal({ ...visitor, group_authenticated: true, group_id: 3 })).toBe(true);
  });

  it('is not asked once a portal is chosen, of other visitors, or before the session is known', () => {
    expect(needsPortal({ ...visitor, rep_authenticated: true, portal_id: 2 })).toBe(false);
    expect(needsPortal({ ...visitor, open_type: 'agent', agent_id: 7 })).toBe(false);
    expect(needsPortal(undefined)).toBe(false);
  });
});
