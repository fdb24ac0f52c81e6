import { Router, type Request, type Response } from 'express';
import { headersForServices } from '../proxy/internal-headers.js';
import { clearSessionCookie } from '../session/session-cookie.js';
import { currentSession } from '../session/current-session.js';
import type { AccountDependencies } from './account-dependencies.js';

/**
 * `POST /api/logout` → 204, always. The client clears its own state whatever we answer (spec
 * section 7), so logging out twice, or with an expired session, is not an error; the cookie is
 * cleared either way.
 */
export function logoutRoute({
  auth,
  sessions,
  identityTokens,
  production,
  logger,
}: AccountDependencies): Router {
  const router = Router();

  router.post('/api/logout', async (req: Request, res: Response) => {
    const session = currentSession(res);
    clearSessionCookie(res, production);
    if (session) {
      await sessions.destroy(session);
      // Only for auth's audit log; the session is already gone whatever auth answers.
      try {
        const answer = await auth.post(
          '/internal/logout',
          {},
          await headersForServices(req, session, identityTokens),
        );
        if (answer.status >= 300)
          logger.warn({ reqId: req.id, status: answer.status }, 'auth did not record the logout');
      } catch (error) {
        logger.warn({ reqId: req.id, err: error }, 'auth did not record the logout');
      }
    }
    res.status(204).end();
  });

  return router;
}
