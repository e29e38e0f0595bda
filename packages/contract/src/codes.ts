import { z } from 'zod';

export const tiers = ['IO', 'IS', 'IC', 'IF'] as const;
export const tier = z.enum(tiers);
export type Tier = z.infer<typeof tier>;
export const tierLabels: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Child(ren)',
  IF: 'Family',
};
export const DEFAULT_TIER: Tier = 'IO';

export const eprocess = z.enum(['rep', 'applicant', 'group']);
export const openType = z.enum(['agent', 'group', 'user']);
export const enrollType = z.enum(['new-member', 'new-group-member', 'existing-member']);

/** Ids the browser may echo back; the server checks each against the session. */
export const optionalId = z.coerce.number().int().positive().optional();
