import { Router, type Request, type Response } from 'express';
import { WelcomeBody, WelcomeParams } from '@studio/contracts/customer-accounts';
import { jsonBody } from '../http/json-body.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import type { AccountDependencies } from './account-dependencies.js';
import { answerWithNewSession, authRefusal, signedInUser } from './account-session.js';

const validWelcomeBody = bodyValidator(WelcomeBody);
const validWelcomeParams = bodyValidator(WelcomeParams);

/**
 * `POST /api/welcome/:token` `{ password }` → `{ token, user }` and the cookie: a customer sets their
 * first password from the invite's link and is signed in at once. (`GET /api/welcome/:token`, which
 * says whether the link still works, is forwarded to auth.)
 */
export function welcomeRoute(dependencies: AccountDependencies): Router {
  const { auth, rateLimits, identityTokens } = dependencies;
  const router = Router();

  router.post('/api/welcome/:token', ...jsonBody(), async (req: Request, res: Response) => {
    const { token } = validWelcomeParams(req.params);
    const { password } = validWelcomeBody(req.body);
    await rateLimits.consume('resetPasswordPerIp', clientIpOf(req));
    const answer = await auth.post(
      `/internal/welcome/${encodeURIComponent(token)}`,
      { password },
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status < 200 || answer.status >= 300)
      throw authRefusal(answer, 'Your password could not be set. Please try again.');
    const user = signedInUser(answer);
    await dependencies.signInAttempts.signedInElsewise(req, res, user.email);
    await answerWithNewSession(res, 200, user, currentSession(res), dependencies);
  });

  return router;
}
