import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The route label for metrics when it is not an Express route (forwarded prefixes). */
      metricsRoute?: string;
    }
  }
}

/**
 * Request durations by method, route and status. Routes are labelled by their pattern or the
 * forwarding prefix, never by the raw path, so the label set stays small.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  function measure(req: Request, res: Response, next: NextFunction) {
    const stop = duration.startTimer();
    res.once('finish', () => {
      const route =
        res.locals.metricsRoute ?? (req.route?.path as string | undefined) ?? 'unmatched';
      stop({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  }

  const router = Router();
  router.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });

  return { measure, router };
}
