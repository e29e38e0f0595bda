import { requestMessages } from '@openenroll/contract/store-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../errors/domain-error.ts';
import { checkMessage, localizedError } from '../http/localized-body.ts';
import { requestLanguage } from '../http/request-language.ts';
import { errorBody as envelope, requestRefusal } from './request-errors.ts';

const statusOf: Record<DomainError['kind'], number> = {
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  refused: 422,
  'too-many': 429,
  'not-configured': 503,
};

/** A domain error as the spec's envelope, with its status code (and Retry-After when the wait is known). */
export function answerOf(error: DomainError) {
  const statusCode = statusOf[error.kind];
  const data = error.problems.map(({ field, message, doubted }) => ({
    target_element: field,
    error_message: message,
    ...(doubted ? { is_valid: false } : {}),
  }));
  const retryAfter = 'retryAfterSeconds' in error ? error.retryAfterSeconds : undefined;
  return {
    statusCode,
    headers: typeof retryAfter === 'number' ? { 'retry-after': String(Math.max(1, retryAfter)) } : {},
    body: envelope(statusCode, error.message, { data, errorCode: error.code }),
  };
}

/** Every failure leaves in the spec's envelope; field errors carry target_element / error_message. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data = error.validation.map((issue) => ({
        target_element: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        error_message: checkMessage(issue.message ?? requestMessages.invalidValue, locale),
      }));
      const body = envelope(400, data[0]?.error_message ?? requestMessages.invalidRequest, { data });
      return reply.code(400).send(localizedError(body, locale));
    }
    if (error instanceof DomainError) {
      const answer = answerOf(error);
      return reply.code(answer.statusCode).headers(answer.headers).send(localizedError(answer.body, locale));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      return reply.code(statusCode).send(localizedError(requestRefusal(error.code, statusCode), locale));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(localizedError(envelope(500, requestMessages.failed), locale));
  });
});
