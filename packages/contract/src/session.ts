import { z } from 'zod';
import { defineCall } from './call.ts';

/** 'Not my site' and 'Back to Homepage' forget the visitor on the server too, not only in the browser. */
export const endSession = defineCall({
  method: 'POST',
  path: 'end-session',
  summary: "Ends the visitor's server session and clears its cookie.",
  input: z.object({}),
  data: z.object({ result: z.boolean() }),
});
