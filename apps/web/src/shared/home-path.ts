import type { SessionIdentity } from '@openenroll/contract/identity';
import type { ClientStateValue } from './client-state.ts';

type Who = {
  referral?: string | null;
  open_type?: ClientStateValue<'open_type'> | null;
  eprocess?: ClientStateValue<'eprocess'> | null;
};

export const roleHome = { rep: '/agent-home', applicant: '/member-home', group: '/group-home' } as const;

/**
 * Where breadcrumbs and home buttons lead (spec part 1, §2): back to the referral, to the store's landing
 * page when the visitor shops in someone's store, else to the role's own home page. The session's identity
 * decides; what client-state remembers stands in until it has loaded.
 */
export function homePath(identity: Pick<SessionIdentity, keyof Who> | undefined, stored: Who): string {
  const who = identity ?? stored;
  if (who.referral) return `/referrals?${new URLSearchParams({ rid: who.referral })}`;
  if (who.open_type) return '/';
  return who.eprocess ? roleHome[who.eprocess] : '/';
}
