import type { ErrorEnvelope } from '@openenroll/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error.ts';

const envelope = (statusCode: number, message: string, rest: Partial<ErrorEnvelope> = {}): ErrorEnvelope => ({
  status: 'error',
  statusCode,
  message,
  data: [],
  ...rest,
});

/** Every failure leaves in the spec's envelope; field errors carry target_element / error_message. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data = error.validation.map((issue) => ({
        target_element: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        error_message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(envelope(400, data[0]?.error_message ?? 'Invalid request', { data }));
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(envelope(error.statusCode, error.message, { data: error.fieldErrors, errorCode: error.errorCode }));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return reply.code(statusCode).send(envelope(statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, 'Something went wrong. Please try again.'));
  });
});
