import { Router, type Request, type Response } from 'express';
import { HttpError } from '@studio/service-kit/errors';
import { jsonBody } from '../http/json-body.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import { LoginBody } from '@studio/contracts/auth';
import type { AccountDependencies } from './account-dependencies.js';
import { answerWithNewSession, authRefusal, signedInUser } from './account-session.js';

const validLoginBody = bodyValidator(LoginBody);
const loginFailed = 'Invalid email or password.';

/** `POST /api/login` `{ email, password }` → `{ token, user }` and the session cookie. */
export function loginRoute(dependencies: AccountDependencies): Router {
  const { auth, rateLimits, identityTokens } = dependencies;
  const router = Router();

  router.post('/api/login', ...jsonBody(), async (req: Request, res: Response) => {
    const { email, password } = validLoginBody(req.body);
    const account = email.trim().toLowerCase();
    await rateLimits.consume('loginPerIp', clientIpOf(req));
    await rateLimits.ensureNotExhausted('loginFailuresPerEmail', account);

    const answer = await auth.post(
      '/internal/login',
      { email, password },
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status === 401) {
      await rateLimits.consume('loginFailuresPerEmail', account);
      throw new HttpError(401, loginFailed);
    }
    if (answer.status < 200 || answer.status >= 300) throw authRefusal(answer, loginFailed);

    const user = signedInUser(answer);
    await rateLimits.reset('loginFailuresPerEmail', account);
    await answerWithNewSession(res, 200, user, currentSession(res), dependencies);
  });

  return router;
}
