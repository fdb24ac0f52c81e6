import { Router, type Request, type Response } from 'express';
import { Compile } from 'typebox/compile';
import { HttpError } from '@studio/service-kit/errors';
import {
  expiredChallengeMessage,
  InternalEnrolAnswer,
  InternalSecondFactorAnswer,
  LoginChallengeBody,
  LoginEnrolBody,
  LoginSecondFactorBody,
  TwoFactorSetup,
} from '@studio/contracts/two-factor';
import { jsonBody } from '../http/json-body.js';
import { bodyValidator } from '../http/validate.js';
import { headersForServices } from '../proxy/internal-headers.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import { setTrustedDeviceCookie } from '../session/trusted-device-cookie.js';
import type { AccountDependencies } from './account-dependencies.js';
import { answerWithNewSession, authRefusal, notUnderstood } from './account-session.js';

const validSecondFactorBody = bodyValidator(LoginSecondFactorBody);
const validChallengeBody = bodyValidator(LoginChallengeBody);
const validEnrolBody = bodyValidator(LoginEnrolBody);
const secondFactorAnswer = Compile(InternalSecondFactorAnswer);
const enrolAnswer = Compile(InternalEnrolAnswer);
const setupAnswer = Compile(TwoFactorSetup);

/**
 * The step after the password: `POST /api/login/2fa` `{ challenge, code | recoveryCode,
 * rememberDevice? }` → `{ token, user }` and the session; for staff the studio makes set up two-step
 * sign-in, `POST /api/login/2fa/setup` `{ challenge }` → `{ secret, otpauthUrl }` and
 * `POST /api/login/2fa/enable` `{ challenge, code }` → `{ token, user, recoveryCodes }`.
 * Every code counts against the account's throttle like a password does.
 */
export function loginSecondStepRoutes(dependencies: AccountDependencies): Router {
  const { auth, signInAttempts, rateLimits, identityTokens, production } = dependencies;
  const router = Router();

  router.post('/api/login/2fa', ...jsonBody(), async (req: Request, res: Response) => {
    const body = validSecondFactorBody(req.body);
    const email = await signInAttempts.emailOfChallenge(body.challenge);
    if (!email) throw new HttpError(400, expiredChallengeMessage);
    const attempt = await signInAttempts.begin(req, email);

    const answer = await auth.post(
      '/internal/login/2fa',
      body,
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status === 401) await signInAttempts.failed(attempt);
    if (answer.status < 200 || answer.status >= 300)
      throw authRefusal(answer, 'Signing in failed. Please try again.');
    if (!secondFactorAnswer.Check(answer.body)) throw notUnderstood();

    await signInAttempts.forgetChallenge(body.challenge);
    await signInAttempts.succeeded(res, attempt);
    if (answer.body.trustedDevice)
      setTrustedDeviceCookie(res, answer.body.trustedDevice, production);
    await answerWithNewSession(res, 200, answer.body.user, currentSession(res), dependencies);
  });

  router.post('/api/login/2fa/setup', ...jsonBody(), async (req: Request, res: Response) => {
    const body = validChallengeBody(req.body);
    await rateLimits.consume('loginPerIp', clientIpOf(req));
    const answer = await auth.post(
      '/internal/login/2fa/setup',
      body,
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status < 200 || answer.status >= 300)
      throw authRefusal(answer, 'Two-step sign-in could not be set up. Please try again.');
    if (!setupAnswer.Check(answer.body)) throw notUnderstood();
    res.status(200).json(answer.body);
  });

  router.post('/api/login/2fa/enable', ...jsonBody(), async (req: Request, res: Response) => {
    const body = validEnrolBody(req.body);
    const email = await signInAttempts.emailOfChallenge(body.challenge);
    if (!email) throw new HttpError(400, expiredChallengeMessage);
    const attempt = await signInAttempts.begin(req, email);
    const answer = await auth.post(
      '/internal/login/2fa/enable',
      body,
      await headersForServices(req, null, identityTokens),
    );
    if (answer.status < 200 || answer.status >= 300)
      throw authRefusal(answer, 'Two-step sign-in could not be set up. Please try again.');
    if (!enrolAnswer.Check(answer.body)) throw notUnderstood();

    await signInAttempts.forgetChallenge(body.challenge);
    await signInAttempts.succeeded(res, attempt);
    const { user, recoveryCodes } = answer.body;
    await answerWithNewSession(res, 200, user, currentSession(res), dependencies, {
      recoveryCodes,
    });
  });

  return router;
}
