import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { lazySchema } from './lazy-schema.ts';
import { locales } from './locale.ts';

/** 'Not my site' and 'Back to Homepage' forget the visitor on the server too, not only in the browser. */
export const endSession = defineCall({
  method: 'POST',
  path: 'end-session',
  summary: "Ends the visitor's server session and clears its cookie.",
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ result: z.boolean() })),
});

/**
 * 'Stay signed in' before the session times out (WCAG 2.2.1): the server counts the visitor active again. Answers
 * how many seconds of inactivity the session now has before it ends.
 */
export const keepSessionAlive = defineCall({
  method: 'POST',
  path: 'keep-session-alive',
  summary: 'Marks the session active now; answers the seconds of inactivity left before it times out.',
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ idle_seconds: z.int() })),
});

/**
 * The visitor's choice of language, kept in the server session: what the store sends later (a reminder, a code) is
 * written in it when no request says otherwise.
 */
export const setLanguage = defineCall({
  method: 'POST',
  path: 'set-language',
  summary: "Keeps the visitor's language (en or es) in the server session, for messages sent later.",
  input: lazySchema(() => z.object({ language: z.enum(locales) })),
  data: lazySchema(() => z.object({ language: z.enum(locales) })),
});
