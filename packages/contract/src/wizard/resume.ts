import { z } from 'zod';
import { defineCall } from '../call.ts';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { continueResult } from '../quote.ts';
import { saveForLaterEmail } from './fields.ts';
import { resumeMessages } from './wizard-messages.ts';

export { resumeMessages };

/** The code Save & Continue Later e-mails: 8 letters and digits, without the ones people misread. */
export const enrollmentCode = lazySchema(() =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/, resumeMessages.wrongCode)),
);

export const continueEnrollment = defineCall({
  method: 'POST',
  path: 'continue-enrollment',
  summary:
    'Opens a saved enrollment by the code e-mailed by Save & Continue Later and the address it went to; the session may then work on it. Wrong tries are rate-limited.',
  input: lazySchema(() => z.object({ code: enrollmentCode, email: saveForLaterEmail })),
  data: continueResult,
});

/**
 * After the session ended for inactivity, the browser that was working on an enrollment opens it again, proven by
 * the resume cookie the wizard set (decision 016). Answers where to resume. Nothing to resume: 404; an enrollment a
 * representative or group was enrolling: 403 until their code is proven again.
 */
export const resumeSession = defineCall({
  method: 'POST',
  path: 'resume-session',
  summary:
    'Opens again, in a new session, the enrollment this browser was working on when its session ended (the HttpOnly resume cookie proves it). Answers the step to resume at; none: 404.',
  input: lazySchema(() => z.object({})),
  data: continueResult,
});
