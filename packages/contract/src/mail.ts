import { z } from 'zod';
import { defineCall } from './call.ts';

export const mailStatus = z.enum(['queued', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatus>;

const mailSummary = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** What the message is for: a quote, a reminder... */
  kind: z.string(),
  /** An e-mail, or a text message (to a phone number). */
  channel: z.enum(['email', 'sms']),
  status: mailStatus,
  created_at: z.iso.datetime({ offset: true }),
});
export type MailSummary = z.infer<typeof mailSummary>;

export const getDemoMailbox = defineCall({
  method: 'GET',
  path: 'get-demo-mailbox',
  summary: 'Demo mode only (404 otherwise): the e-mail the store sent, newest first (the last 100).',
  input: z.object({}),
  data: z.object({ messages: z.array(mailSummary) }),
});

export const getDemoMail = defineCall({
  method: 'GET',
  path: 'get-demo-mail/:id',
  summary:
    'Demo mode only (404 otherwise): one e-mail the store sent, with its HTML and text bodies and its attachment.',
  input: z.object({ id: z.uuid() }),
  data: mailSummary.extend({
    html: z.string(),
    text: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    /** The file sent with the message (the application PDF of an 'Enrollment Receipt'), base64. */
    attachment: z.object({ filename: z.string(), content_type: z.string(), content_base64: z.string() }).nullable(),
  }),
});
