import { describe, expect, it } from 'vitest';
import { sessionIdentity } from '../../../shared/testing/session-identity.ts';
import { needsPortal, needsTier } from './portal-first.ts';

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

describe('the tier before the quote', () => {
  const member = { ...visitor, eprocess: 'applicant', open_type: 'user', enroll_type: 'existing-member' } as const;

  it('is asked of a member who opened their own link and has no enrollment yet', () => {
    expect(needsTier(member, undefined)).toBe(true);
  });

  it('is not asked once the enrollment exists, of other visitors, or before the session is known', () => {
    expect(needsTier(member, 'temp-1')).toBe(false);
    expect(needsTier({ ...visitor, eprocess: 'applicant' }, undefined)).toBe(false);
    expect(needsTier(undefined, undefined)).toBe(false);
  });
});
