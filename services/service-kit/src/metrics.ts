import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Adds a deployable's own metrics (a worker's queue depth) to the app's registry. */
export type RegisterMetrics = (registry: Registry) => void;

async function metrics(
  app: FastifyInstance,
  { serviceName, register }: { serviceName: string; register?: RegisterMetrics },
) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  register?.(registry);

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // Scraped by Prometheus, not part of the API: left out of the OpenAPI document.
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/**
 * Prometheus metrics at `/metrics`: process defaults, request durations by route and status, and
 * whatever `register` adds.
 */
export const metricsPlugin = fp(metrics, { name: 'studio-metrics' });
