import { LoginBody, RegisterBody, UserResponse } from '@studio/contracts/auth';
import { ErrorResponse } from '@studio/contracts/errors';
import { NoContent } from '@studio/contracts/no-content';
import type { ServiceApp } from '@studio/service-kit/app';
import { unauthorized } from '@studio/service-kit/errors';
import { requireRole } from '@studio/service-kit/identity';
import { recordAudit } from '../domain/audit.js';
import { createAccount } from '../domain/registration.js';
import { signIn } from '../domain/sign-in.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';

export const loginFailedMessage = 'Incorrect email or password.';

/** Calls only the BFF makes: it owns sessions, auth owns credentials. */
export async function internalAuthRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.post(
    '/internal/login',
    { schema: { body: LoginBody, response: { 200: UserResponse, 401: ErrorResponse } } },
    async (request) => {
      const user = await signIn(
        models,
        request.body.email,
        request.body.password,
        auditContextOf(request),
      );
      if (!user) throw unauthorized(loginFailedMessage);
      return { user: user.toDto() };
    },
  );

  app.post(
    '/internal/register',
    { schema: { body: RegisterBody, response: { 201: UserResponse } } },
    async (request, reply) => {
      const user = await createAccount(
        models,
        request.body,
        request.identity,
        auditContextOf(request),
        'user.registered',
      );
      return reply.code(201).send({ user: user.toDto() });
    },
  );

  app.post(
    '/internal/logout',
    { preHandler: requireRole(), schema: { response: { 204: NoContent } } },
    async (request, reply) => {
      const context = auditContextOf(request);
      await recordAudit(models, context, 'logout', { targetId: context.actorId });
      return reply.code(204).send(null);
    },
  );
}
