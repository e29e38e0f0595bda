import { getDemoMail, getDemoMailbox } from '@openenroll/contract/mail';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../errors/domain-error.ts';
import { registerCall } from '../http/register-call.ts';
import type { MailService } from '../mail/mail-service.ts';

type Deps = { mail: MailService; demoMode: boolean };

/** The demo mailbox: what the store sent, readable by anyone, so it exists only in demo mode. */
export function mailRoutes(app: FastifyInstance, { mail, demoMode }: Deps) {
  const demoOnly = () => {
    if (!demoMode) throw new NotFound('The mailbox exists only in demo mode');
  };

  registerCall(app, getDemoMailbox, async () => {
    demoOnly();
    const messages = await mail.recent();
    return {
      messages: messages.map(({ createdAt, ...message }) => ({ ...message, created_at: createdAt.toISOString() })),
    };
  });

  registerCall(app, getDemoMail, async ({ id }) => {
    demoOnly();
    const message = await mail.find(id);
    if (!message) throw new NotFound('No such message');
    return {
      id: message.id,
      to: message.to,
      subject: message.subject,
      kind: message.kind,
      channel: message.channel,
      status: message.status,
      html: message.html,
      text: message.text,
      attempts: message.attempts,
      last_error: message.lastError,
      created_at: message.createdAt.toISOString(),
      sent_at: message.sentAt?.toISOString() ?? null,
      attachment: message.attachment && {
        filename: message.attachment.filename,
        content_type: message.attachment.contentType,
        content_base64: message.attachment.content.toString('base64'),
      },
    };
  });
}
