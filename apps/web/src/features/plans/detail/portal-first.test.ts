import type { SessionIdentity } from '@openenroll/contract/identity';
import { describe, expect, it } from 'vitest';
import { needsPortal } from './portal-first.ts';

const visitor: SessionIdentity = {
  eprocess: null,
  open_type: null,
  enroll_type: null,
  agent_id: null,
  group_id: null,
  portal_id: null,
  referral: null,
  rep_authenticated: false,
  group_authenticated: false,
  store_access: true,
};

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
