import {
  LoginBody,
  PendingRegistrationResponse,
  RegisterBody,
  UserResponse,
} from '@studio/contracts/auth';
import { SignedInUserResponse } from '@studio/contracts/customer-accounts';
import { ErrorResponse } from '@studio/contracts/errors';
import { NoContent } from '@studio/contracts/no-content';
import type { ServiceApp } from '@studio/service-kit/app';
import { unauthorized } from '@studio/service-kit/errors';
import { recordAudit } from '../domain/audit.js';
import { registerAccount } from '../domain/registration.js';
import { signIn } from '../domain/sign-in.js';
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
  }: { models: AuthModels; outbox: MailOutbox; publicBaseUrl: string },
) {
  app.post(
    '/internal/login',
    {
      schema: {
        body: LoginBody,
        response: { 200: SignedInUserResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const user = await signIn(
        models,
        request.body.email,
        request.body.password,
        auditContextOf(request),
      );
      if (!user) throw unauthorized(loginFailedMessage);
      return { user: signedInUserDto(user) };
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
