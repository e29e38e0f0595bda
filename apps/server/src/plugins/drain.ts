import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadinessCheck } from '../health/readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Out of rotation: /readyz fails, and each answer tells its client to reconnect rather than keep the connection. */
    drain(): void;
  }
}

/** How an instance leaves a load balancer's rotation before it closes, and when it begins to close. */
export const drainPlugin = fp(async (app: FastifyInstance, opts: { readiness: ReadinessCheck }) => {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
    opts.readiness.closing();
  });
  app.addHook('preClose', async () => app.drain());
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});
