import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access.ts';
import { sessionIdentity } from './testing/session-identity.ts';

const anonymous = sessionIdentity();

describe('routeAccess', () => {
  it('lets a visitor without store access into none of the guarded routes', () => {
    expect(routeAccess.store(anonymous)).toBe(false);
    expect(routeAccess.rep(anonymous)).toBe(false);
    expect(routeAccess.group(anonymous)).toBe(false);
  });

  it("keeps the representative's pages for a proven access code", () => {
    const shopper = {
      ...anonymous,
      eprocess: 'applicant',
      open_type: 'agent',
      agent_id: 4,
      store_access: true,
    } as const;
    expect(routeAccess.store(shopper)).toBe(true);
    expect(routeAccess.rep(shopper)).toBe(false);
    expect(routeAccess.rep({ ...shopper, eprocess: 'rep', rep_authenticated: true })).toBe(true);
  });

  it("keeps the group's pages for sessions that proved the group's code", () => {
    const proven = { ...anonymous, eprocess: 'group' as const, group_id: 2, store_access: true };
    expect(routeAccess.group({ ...proven, group_authenticated: true })).toBe(true);
    expect(routeAccess.group(proven)).toBe(false);
    expect(routeAccess.group({ ...anonymous, eprocess: 'rep', group_id: 2, rep_authenticated: true })).toBe(false);
  });

  it("keeps the member's home for a session opened by the member's own link", () => {
    const member = {
      ...anonymous,
      eprocess: 'applicant',
      open_type: 'user',
      enroll_type: 'existing-member',
      store_access: true,
    } as const;
    expect(routeAccess.member(member)).toBe(true);
    expect(routeAccess.member(anonymous)).toBe(false);
    expect(routeAccess.member({ ...member, open_type: 'agent' })).toBe(false);
    expect(routeAccess.member({ ...anonymous, eprocess: 'rep', rep_authenticated: true })).toBe(false);
  });
});
