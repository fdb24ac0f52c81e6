import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { sendError } from '../http/send-error.js';

const readinessTimeoutMs = 2000;

/** `/healthz`: the process answers. `/readyz`: it can reach Redis, so sessions work. */
export function healthRoutes(redis: Redis, logger: Logger): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    try {
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timed out')), readinessTimeoutMs).unref(),
        ),
      ]);
      res.json({ status: 'ready' });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed: Redis');
      sendError(res, 503, 'Redis is not reachable.');
    }
  });

  return router;
}
