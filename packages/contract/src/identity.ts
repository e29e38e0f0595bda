import { z } from 'zod';
import { enrollType, eprocess, openType } from './codes.ts';

/** What the server session says about the visitor; the browser's guard and header follow it. */
export const sessionIdentity = z.object({
  eprocess: eprocess.nullable(),
  open_type: openType.nullable(),
  enroll_type: enrollType.nullable(),
  agent_id: z.int().nullable(),
  group_id: z.int().nullable(),
  portal_id: z.int().nullable(),
  referral: z.string().nullable(),
  /** A representative proved an access code in this session. */
  rep_authenticated: z.boolean(),
  /** The visitor proved a group's enrollment code in this session. */
  group_authenticated: z.boolean(),
  /** The visitor may use the store's guarded routes. */
  store_access: z.boolean(),
});
export type SessionIdentity = z.infer<typeof sessionIdentity>;
