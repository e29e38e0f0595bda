import type { SessionIdentity } from '@openenroll/contract/identity';

export type RouteAccess = (identity: SessionIdentity) => boolean;

/** Part 2, §2.1: who may enter the guarded routes; everyone else is sent to the access page. */
export const routeAccess = {
  /** /home and the shopping pages: an open site, or a proven code or store entry. */
  store: (identity) => identity.store_access,
  /** The representative's own pages need the access code proven in this session. */
  rep: (identity) => identity.rep_authenticated,
  /** The group's own pages need the enrollment code proven in this session. */
  group: (identity) => identity.group_authenticated,
  /** /member-home: a member who opened their own store link in this session (the server makes it the member's). */
  member: (identity) => identity.eprocess === 'applicant' && identity.open_type === 'user',
} satisfies Record<string, RouteAccess>;

export const ACCESS_PAGE = '/access-page';
