import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { messages } from './messages.ts';

export const groupEnrollmentInfo = defineCall({
  method: 'GET',
  path: 'group-enrollment-info',
  summary:
    'Whether the visitor enrolls under a group, and whether a plan (the one named, else any on sale) still needs the group code.',
  input: lazySchema(() =>
    z.object({ enrollment_id: enrollmentId, plan_id: z.coerce.number().int().positive().optional() }),
  ),
  data: lazySchema(() =>
    z.object({ has_enrollment: z.boolean(), capture_groupcode: z.boolean(), rep_capture_group: z.boolean() }),
  ),
});

export const setEnrollmentGroupCode = defineCall({
  method: 'POST',
  path: 'set-enrollment-group-code',
  summary: "Accepts the group's enrollment code for the enrollment, so its group-code plans can be added.",
  input: lazySchema(() =>
    z.object({
      enrollment_id: enrollmentId,
      group_code: z.string(messages.required).trim().min(1, messages.required).max(40),
    }),
  ),
  data: lazySchema(() => z.object({ message: z.string() })),
});
