import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';

export const tiers = ['IO', 'IS', 'IC', 'IF'] as const;
export const tier = lazySchema(() => z.enum(tiers));
export type Tier = z.infer<typeof tier>;
export const tierLabels: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Child(ren)',
  IF: 'Family',
};
export const DEFAULT_TIER: Tier = 'IO';

export const eprocess = lazySchema(() => z.enum(['rep', 'applicant', 'group']));
export const openType = lazySchema(() => z.enum(['agent', 'group', 'user']));
export const enrollType = lazySchema(() => z.enum(['new-member', 'new-group-member', 'existing-member']));

/** The random id of an enrollment (the spec's tempId); the server checks it against the session. */
export const enrollmentId = lazySchema(() =>
  z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required), z.maxLength(64)),
);

/** Ids the browser may echo back; the server checks each against the session. */
export const optionalId = lazySchema(() => z.optional(z.coerce.number().check(z.int(), z.positive())));

/** Machine-readable codes of a plan that cannot be priced, one per banner; planAgeError is the spec's. */
export const unavailableCodes = {
  state: 'planStateError',
  tier: 'planTierError',
  age: 'planAgeError',
  area: 'planAreaError',
  tobacco: 'tobaccoRequired',
  salary: 'salaryRequired',
  hours: 'hoursRequired',
} as const;

/** Codes of the errors add-to-cart answers with; the web shows the server message for blackout and already-active. */
export const cartErrorCodes = [
  'blackout',
  'already-active',
  'membership-required',
  'group-code-required',
  'questions-required',
  'decline',
  'price-changed',
] as const;
