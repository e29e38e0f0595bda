import type { Call } from '@openenroll/contract/call';
import { API_PREFIX } from '@openenroll/contract/call';
import { errorEnvelope, successEnvelope } from '@openenroll/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type CallHandler<C extends Call> = (
  input: z.output<C['input']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<C['data']>>;

/** Wires one contract call to a handler: the contract validates the input and shapes the success envelope; null answers 204. */
export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: CallHandler<C>) {
  const inputPart = call.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `${API_PREFIX}/${call.path}`,
    schema: {
      summary: call.summary,
      [inputPart]: call.input,
      response: { 200: successEnvelope(call.data), 204: z.null(), '4xx': errorEnvelope },
    },
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as z.output<C['input']>;
      const data = await handler(input, request, reply);
      // The spec's lookups answer 204 when nothing matches.
      if (data === null) return reply.code(204).send(null);
      return { status: 'success' as const, data };
    },
  });
}
