import { Router } from 'express';
import { businessTimeIn } from '@studio/contracts/business-time';

/**
 * `GET /api/business-time` (public) → `BusinessTime`: the zone the services count days in and the
 * limits they enforce, so every screen shows the studio's days from this one source.
 */
export function businessTimeRoute(timeZone: string): Router {
  const router = Router();
  const answer = businessTimeIn(timeZone);
  router.get('/api/business-time', (_req, res) => {
    res.json(answer);
  });
  return router;
}
