import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A caller's id short and plain enough to log as it is; anything else could forge or flood log lines. */
const safeId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the load balancer's or caller's `X-Request-Id` when it is safe, so one id follows a request
 * through every log; else a new one.
 */
export function requestIdOf(raw: IncomingMessage) {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && safeId.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, errors and not-found answers included, to find its log lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
