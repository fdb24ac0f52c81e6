import { Router, type Request, type Response } from 'express';
import { jsonBody } from '../http/json-body.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import { PendingRegistrationResponse, RegisterBody } from '@studio/contracts/auth';
import { Compile } from 'typebox/compile';
import type { AccountDependencies } from './account-dependencies.js';
import {
  answerWithNewSession,
  authRefusal,
  notUnderstood,
  signedInUser,
} from './account-session.js';

const validRegisterBody = bodyValidator(RegisterBody);
const pendingRegistration = Compile(PendingRegistrationResponse);

/**
 * `POST /api/register` `{ name, email, password, role }` → 201 `{ token, user }` and the cookie of
 * the new user's session. A signed-in caller's identity goes along, so an admin may create an admin.
 * A trainer who must wait for an admin's approval gets 202 `{ user, pending: true }` and no session
 * (the caller's own session, if any, is left as it was).
 */
export function registerRoute(dependencies: AccountDependencies): Router {
  const { auth, rateLimits, identityTokens } = dependencies;
  const router = Router();

  router.post('/api/register', ...jsonBody(), async (req: Request, res: Response) => {
    const body = validRegisterBody(req.body);
    await rateLimits.consume('registerPerIp', clientIpOf(req));

    const caller = currentSession(res);
    const answer = await auth.post(
      '/internal/register',
      body,
      await headersForServices(req, caller, identityTokens),
    );
    if (answer.status < 200 || answer.status >= 300)
      throw authRefusal(answer, 'Registration failed. Please try again.');
    if (answer.status === 202) {
      if (!pendingRegistration.Check(answer.body)) throw notUnderstood();
      res.status(202).json(answer.body);
      return;
    }

    const user = signedInUser(answer);
    await dependencies.signInAttempts.signedInElsewise(req, res, user.email);
    await answerWithNewSession(res, 201, user, caller, dependencies);
  });

  return router;
}
