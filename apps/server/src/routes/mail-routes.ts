import { API_PREFIX } from '@openenroll/contract/call';
import { getDemoMail, getDemoMailbox } from '@openenroll/contract/mail';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../errors/domain-error.ts';
import { isLoopback } from '../http/loopback.ts';
import { registerCall } from '../http/register-call.ts';
import type { MailService } from '../mail/mail-service.ts';

type Deps = { mail: MailService; demoMode: boolean };

/** A download's file name: plain ASCII for old clients, the exact name in `filename*` (RFC 6266). */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * The demo mailbox: every code and link the store sent, so it exists only in demo mode and answers only this machine.
 * The socket's own address decides: a forwarded-for header is whatever the client wrote.
 */
export function mailRoutes(app: FastifyInstance, { mail, demoMode }: Deps) {
  const demoOnly = (request: FastifyRequest) => {
    if (!demoMode || !isLoopback(request.socket.remoteAddress)) {
      throw new NotFound(storeMessages.mailboxDemoOnly);
    }
  };

  registerCall(app, getDemoMailbox, async (_input, request) => {
    demoOnly(request);
    const messages = await mail.recent();
    return {
      messages: messages.map(({ createdAt, ...message }) => ({ ...message, created_at: createdAt.toISOString() })),
    };
  });

  registerCall(app, getDemoMail, async ({ id }, request) => {
    demoOnly(request);
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
        size_bytes: message.attachment.content.length,
      },
    };
  });

  // The file itself (contract: demoMailAttachmentPath), so the mailbox can offer it as a download.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PREFIX}/get-demo-mail/:id/attachment`,
    {
      schema: {
        summary: 'Demo mode only (404 otherwise): the file a message carries, as it was sent.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      demoOnly(request);
      const attachment = await mail.attachmentOf(request.params.id);
      if (!attachment) throw new NotFound('This message has no attachment');
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(attachment.content);
    },
  );
}
