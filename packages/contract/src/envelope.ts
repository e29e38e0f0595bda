import * as z from 'zod/mini';
import type { CallType } from './call.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A message shown under the field the server names (the spec's target_element / error_message pair). An e-mail or
 * phone the validation service doubts carries is_valid false: the screen then offers to prove it by a one-time code.
 */
export const fieldError = lazySchema(() =>
  z.object({
    target_element: z.string(),
    error_message: z.string(),
    is_valid: z.optional(z.boolean()),
  }),
);
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = lazySchema(() =>
  z.object({
    status: z.literal('error'),
    statusCode: z.int(),
    message: z.string(),
    /** For some errors a machine-readable code (planAgeError, changePid, blackout...). */
    errorCode: z.optional(z.string()),
    data: z.array(fieldError),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const successEnvelope = <T extends CallType>(data: T) =>
  z.object({ status: z.literal('success'), statusCode: z.optional(z.int()), data });
