import type { Call } from '@openenroll/contract/call';
import { API_PREFIX, pathParams } from '@openenroll/contract/call';
import { errorEnvelope, successEnvelope } from '@openenroll/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizedData } from './localized-body.ts';
import { requestLanguage } from './request-language.ts';

export type CallHandler<C extends Call> = (
  input: z.output<C['input']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<C['data']>>;

/** The input split as it travels: `:name` parameters in the URL, the rest in the query string (GET) or the body. */
function inputParts(call: Call) {
  const names = pathParams(call.path);
  if (names.length === 0) return { params: undefined, rest: call.input };
  const part = (inUrl: boolean) =>
    z.object(Object.fromEntries(Object.entries(call.input.shape).filter(([name]) => names.includes(name) === inUrl)));
  return { params: part(true), rest: part(false) };
}

/** Wires one contract call to a handler: the contract validates the input and shapes the success envelope; null answers 204. */
export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: CallHandler<C>) {
  const inputPart = call.method === 'GET' ? 'querystring' : 'body';
  const { params, rest } = inputParts(call);
  const url = `${API_PREFIX}/${call.path}`;
  const extra = call.statusCode === undefined ? {} : { statusCode: call.statusCode };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: {
      summary: call.summary,
      ...(params ? { params } : {}),
      [inputPart]: rest,
      response: { 200: successEnvelope(call.data), 204: z.null(), '4xx': errorEnvelope },
    },
    handler: async (request, reply) => {
      const fromUrl = (params ? request.params : {}) as object;
      const sent = (call.method === 'GET' ? request.query : request.body) as object;
      const input = { ...sent, ...fromUrl } as z.output<C['input']>;
      const data = await handler(input, request, reply);
      // The spec's lookups answer 204 when nothing matches.
      if (data === null) return reply.code(204).send(null);
      return { status: 'success' as const, ...extra, data: localizedData(data, requestLanguage(request)) };
    },
  });
}
