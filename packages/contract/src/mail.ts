import { z } from 'zod';
import { API_PREFIX, defineCall } from './call.ts';
import { lazySchema } from './lazy-schema.ts';

export const mailStatus = lazySchema(() => z.enum(['queued', 'sent', 'failed']));
export type MailStatus = z.infer<typeof mailStatus>;

const mailSummary = lazySchema(() =>
  z.object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    /** What the message is for: a quote, a reminder... */
    kind: z.string(),
    /** An e-mail, or a text message (to a phone number). */
    channel: z.enum(['email', 'sms']),
    status: mailStatus,
    created_at: z.iso.datetime({ offset: true }),
  }),
);
export type MailSummary = z.infer<typeof mailSummary>;

export const getDemoMailbox = defineCall({
  method: 'GET',
  path: 'get-demo-mailbox',
  summary: 'Demo mode only (404 otherwise): the e-mail the store sent, newest first (the last 100).',
  input: lazySchema(() => z.object({})),
  data: lazySchema(() => z.object({ messages: z.array(mailSummary) })),
});

export const getDemoMail = defineCall({
  method: 'GET',
  path: 'get-demo-mail/:id',
  summary:
    'Demo mode only (404 otherwise): one e-mail the store sent, with its HTML and text bodies and what it has attached.',
  input: lazySchema(() => z.object({ id: z.uuid() })),
  data: lazySchema(() =>
    mailSummary.extend({
      html: z.string(),
      text: z.string(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      sent_at: z.iso.datetime({ offset: true }).nullable(),
      /** The file sent with the message (the application PDF of an 'Enrollment Receipt'): at demoMailAttachmentPath. */
      attachment: z
        .object({ filename: z.string(), content_type: z.string(), size_bytes: z.number().int().nonnegative() })
        .nullable(),
    }),
  ),
});

/**
 * Demo mode only (404 otherwise): the file a message carries, as sent, to download. Not a JSON call, so not defined
 * with defineCall: the answer is the file itself (or the usual error envelope).
 */
export const demoMailAttachmentPath = (id: string) =>
  `${API_PREFIX}/get-demo-mail/${encodeURIComponent(id)}/attachment`;
