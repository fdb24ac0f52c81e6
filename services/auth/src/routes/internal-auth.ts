import { PendingRegistrationResponse, RegisterBody, UserResponse } from '@studio/contracts/auth';
import {
  InternalEnrolAnswer,
  InternalLoginAnswer,
  InternalLoginBody,
  InternalSecondFactorAnswer,
  LoginChallengeBody,
  LoginEnrolBody,
  LoginSecondFactorBody,
  SignInThrottledBody,
  TwoFactorSetup,
} from '@studio/contracts/two-factor';
import { ErrorResponse } from '@studio/contracts/errors';
import { NoContent } from '@studio/contracts/no-content';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import { unauthorized } from '@studio/service-kit/errors';
import { recordAudit } from '../domain/audit.js';
import { registerAccount } from '../domain/registration.js';
import { signIn } from '../domain/sign-in.js';
import { noticeSignInThrottled } from '../domain/sign-in-throttled.js';
import {
  completeSecondStep,
  completeSetupFromChallenge,
  startSetupFromChallenge,
} from '../domain/two-factor.js';
import { flushOutboxSoon } from '../mail/flush-soon.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { signedInUserDto } from '../models/user.js';
import { auditContextOf } from './audit-context.js';
import { requireSignedIn } from './signed-in-account.js';

export const loginFailedMessage = 'Incorrect email or password.';

/** Calls only the BFF makes: it owns sessions, auth owns credentials. */
export async function internalAuthRoutes(
  app: ServiceApp,
  {
    models,
    outbox,
    publicBaseUrl,
    clock,
  }: { models: AuthModels; outbox: MailOutbox; publicBaseUrl: string; clock: Clock },
) {
  app.post(
    '/internal/login',
    {
      schema: {
        body: InternalLoginBody,
        response: { 200: InternalLoginAnswer, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const outcome = await signIn(models, clock, request.body, auditContextOf(request));
      if (!outcome) throw unauthorized(loginFailedMessage);
      if (outcome.kind === 'code')
        return { twoFactorRequired: true as const, challenge: outcome.challenge };
      if (outcome.kind === 'set-up')
        return { twoFactorSetupRequired: true as const, challenge: outcome.challenge };
      return { user: signedInUserDto(outcome.user) };
    },
  );

  // The second step of a sign-in, the challenge the first step gave standing in for the password.
  app.post(
    '/internal/login/2fa',
    {
      schema: {
        body: LoginSecondFactorBody,
        response: { 200: InternalSecondFactorAnswer, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { challenge, ...step } = request.body;
      const { user, trustedDevice } = await completeSecondStep(
        models,
        clock,
        challenge,
        step,
        auditContextOf(request),
      );
      return { user: signedInUserDto(user), ...(trustedDevice ? { trustedDevice } : {}) };
    },
  );

  app.post(
    '/internal/login/2fa/setup',
    { schema: { body: LoginChallengeBody, response: { 200: TwoFactorSetup } } },
    async (request) => startSetupFromChallenge(models, clock, request.body.challenge),
  );

  app.post(
    '/internal/login/2fa/enable',
    { schema: { body: LoginEnrolBody, response: { 200: InternalEnrolAnswer } } },
    async (request) => {
      const { user, recoveryCodes } = await completeSetupFromChallenge(
        models,
        clock,
        request.body.challenge,
        request.body.code,
        auditContextOf(request),
      );
      return { user: signedInUserDto(user), recoveryCodes };
    },
  );

  app.post(
    '/internal/sign-in-throttled',
    { schema: { body: SignInThrottledBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await noticeSignInThrottled(
        models,
        { outbox, clock, publicBaseUrl },
        request.body.email,
        auditContextOf(request),
      );
      flushOutboxSoon(outbox, request.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/internal/register',
    {
      schema: {
        body: RegisterBody,
        response: { 201: UserResponse, 202: PendingRegistrationResponse },
      },
    },
    async (request, reply) => {
      const user = await registerAccount(
        models,
        { outbox, publicBaseUrl },
        request.body,
        request.identity,
        auditContextOf(request),
      );
      if (user.status === 'pending') {
        flushOutboxSoon(outbox, request.log);
        return reply.code(202).send({ user: user.toDto(), pending: true });
      }
      return reply.code(201).send({ user: user.toDto() });
    },
  );

  app.post(
    '/internal/logout',
    { preHandler: requireSignedIn(), schema: { response: { 204: NoContent } } },
    async (request, reply) => {
      const context = auditContextOf(request);
      await recordAudit(models, context, 'logout', { targetId: context.actorId });
      return reply.code(204).send(null);
    },
  );
}
