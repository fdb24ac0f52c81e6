import { Router, type Request, type Response } from 'express';
import { Compile } from 'typebox/compile';
import { HttpError } from '@studio/service-kit/errors';
import { LoginBody } from '@studio/contracts/auth';
import { InternalLoginAnswer } from '@studio/contracts/two-factor';
import { jsonBody } from '../http/json-body.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { currentSession } from '../session/current-session.js';
import { trustedDeviceOf } from '../session/trusted-device-cookie.js';
import type { AccountDependencies } from './account-dependencies.js';
import {
  answerWithNewSession,
  authRefusal,
  notUnderstood,
  signedInUser,
} from './account-session.js';

const validLoginBody = bodyValidator(LoginBody);
const loginAnswer = Compile(InternalLoginAnswer);
export const loginFailed = 'Invalid email or password.';

/**
 * `POST /api/login` `{ email, password }` → `{ token, user }` and the session cookie; for an
 * account with two-step sign-in `{ twoFactorRequired: true, challenge }` and no session (the code
 * goes to `POST /api/login/2fa`); for staff who must set it up first
 * `{ twoFactorSetupRequired: true, challenge }`. Throttled per account and client.
 */
export function loginRoute(dependencies: AccountDependencies): Router {
  const { auth, signInAttempts, identityTokens, production } = dependencies;
  const router = Router();

  router.post('/api/login', ...jsonBody(), async (req: Request, res: Response) => {
    const { email, password } = validLoginBody(req.body);
    const attempt = await signInAttempts.begin(req, email);
    const trustedDevice = trustedDeviceOf(req, production);

    const answer = await auth.post(
      '/internal/login',
      { email, password, ...(trustedDevice ? { trustedDevice } : {}) },
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status === 401) {
      await signInAttempts.failed(attempt);
      throw new HttpError(401, loginFailed);
    }
    if (answer.status === 403) await signInAttempts.passwordAccepted(attempt);
    if (answer.status < 200 || answer.status >= 300) throw authRefusal(answer, loginFailed);
    if (!loginAnswer.Check(answer.body)) throw notUnderstood();

    const next = answer.body;
    if ('challenge' in next) {
      await signInAttempts.passwordAccepted(attempt);
      await signInAttempts.rememberChallenge(next.challenge, attempt);
      res.status(200).json(next);
      return;
    }
    await signInAttempts.succeeded(res, attempt);
    await answerWithNewSession(res, 200, signedInUser(answer), currentSession(res), dependencies);
  });

  return router;
}
