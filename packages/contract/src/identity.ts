import * as z from 'zod/mini';
import { enrollType, eprocess, openType } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';

/** What the server session says about the visitor; the browser's guard and header follow it. */
export const sessionIdentity = lazySchema(() =>
  z.object({
    eprocess: z.nullable(eprocess),
    open_type: z.nullable(openType),
    enroll_type: z.nullable(enrollType),
    agent_id: z.nullable(z.int()),
    group_id: z.nullable(z.int()),
    portal_id: z.nullable(z.int()),
    referral: z.nullable(z.string()),
    /** A representative proved an access code in this session. */
    rep_authenticated: z.boolean(),
    /** The visitor proved a group's enrollment code in this session. */
    group_authenticated: z.boolean(),
    /** The visitor may use the store's guarded routes. */
    store_access: z.boolean(),
  }),
);
export type SessionIdentity = z.infer<typeof sessionIdentity>;
