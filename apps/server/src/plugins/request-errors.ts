import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope, FieldError } from '@openenroll/contract/envelope';
import { requestMessages } from '@openenroll/contract/store-messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { localizedError } from '../http/localized-body.ts';
import { requestLanguage } from '../http/request-language.ts';

/**
 * Refusals made before any handler runs (Fastify's body parser and router, Node's HTTP parser) in the spec's
 * envelope. Each names the part of the request at fault as its target_element, in words fit for the screen: never
 * Fastify's own message, which quotes what was sent.
 */
const problems: Record<string, FieldError> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { target_element: 'body', error_message: requestMessages.notJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { target_element: 'body', error_message: requestMessages.notJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { target_element: 'body', error_message: requestMessages.incomplete },
  FST_ERR_CTP_BODY_TOO_LARGE: { target_element: 'body', error_message: requestMessages.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { target_element: 'body', error_message: requestMessages.mustBeJson },
  FST_ERR_BAD_URL: { target_element: 'url', error_message: requestMessages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { target_element: 'url', error_message: requestMessages.urlTooLong },
  HPE_HEADER_OVERFLOW: { target_element: 'headers', error_message: requestMessages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { target_element: 'request', error_message: requestMessages.timeout },
};
const unreadable: FieldError = { target_element: 'request', error_message: requestMessages.unreadable };

export const errorBody = (statusCode: number, message: string, rest: Partial<ErrorEnvelope> = {}): ErrorEnvelope => ({
  status: 'error',
  statusCode,
  message,
  data: [],
  ...rest,
});

/** A refusal of the request itself (a 4xx no handler chose), always with one entry naming what was wrong. */
export function requestRefusal(code: string | undefined, statusCode: number) {
  const problem = (code && problems[code]) || unreadable;
  return errorBody(statusCode, problem.error_message, { data: [problem] });
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, a path parameter past its length. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these: the request id is set here (plugins/request-id.ts).
  reply.header('x-request-id', request.id);
  const statusCode = error.statusCode ?? 400;
  const locale = requestLanguage(request);
  if (statusCode >= 500) return reply.code(500).send(localizedError(errorBody(500, requestMessages.failed), locale));
  return reply.code(statusCode).send(localizedError(requestRefusal(error.code, statusCode), locale));
}

const clientStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers too large, a malformed request line). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = clientStatus[error.code ?? ''] ?? 400;
  const body = JSON.stringify(requestRefusal(error.code, statusCode));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
