import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isOperator } from '../http/operator-access.ts';
import type { StoreMetrics } from '../metrics/store-metrics.ts';

type MetricsOptions = { metrics: StoreMetrics; token?: string };

/**
 * Every answer's time, labelled by the route's pattern (`/plan/:planId/:planName`, never the address itself), and
 * `/metrics` for the operators' scraper. Anyone else gets the not-found answer of any unknown address.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    opts.metrics.requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isOperator(request, opts.token)) return reply.callNotFound();
    const { registry } = opts.metrics;
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
