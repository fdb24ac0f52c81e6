import { RegisterBody, User, UserResponse } from '@studio/contracts/auth';
import { internalHeaders } from '@studio/contracts/headers';
import { NoContent } from '@studio/contracts/no-content';
import { UserPage, UserPageQuery } from '@studio/contracts/user-page';
import { UserChangesBody, UserIdParams, UserList } from '@studio/contracts/users';
import Type from 'typebox';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireRole, userOf } from '@studio/service-kit/identity';
import { createAccount } from '../domain/registration.js';
import type { CountCustomersOfTrainer } from '../domain/trainer-customers.js';
import { decideRegistration } from '../domain/staff-approval.js';
import { deleteUser, updateUser } from '../domain/user-admin.js';
import { staffListChunk, staffListItem } from '../domain/staff-list.js';
import { resetTwoFactor } from '../domain/two-factor.js';
import { readUserPage } from '../domain/user-page.js';
import { sendStreamedList } from '@studio/service-kit/streamed-list';
import { flushOutboxSoon } from '../mail/flush-soon.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';

/** The Trainers screen: staff accounts, admins only. */
export async function userRoutes(
  app: ServiceApp,
  {
    models,
    outbox,
    publicBaseUrl,
    countCustomersOfTrainer,
  }: {
    models: AuthModels;
    outbox: MailOutbox;
    publicBaseUrl: string;
    countCustomersOfTrainer: CountCustomersOfTrainer;
  },
) {
  app.addHook('preHandler', requireRole('admin'));

  // Without parameters: the spec's whole list. With any paging parameter: one page of it.
  app.get(
    '/api/users',
    {
      schema: {
        querystring: UserPageQuery,
        response: { 200: Type.Union([UserList, UserPage]) },
      },
    },
    async (request, reply) => {
      if (Object.keys(request.query).length > 0) return readUserPage(models, request.query);
      return sendStreamedList(reply, User, {
        readChunk: staffListChunk(models),
        itemsOf: (rows) => rows.map(staffListItem),
      });
    },
  );

  app.post(
    '/api/admin/users',
    { schema: { body: RegisterBody, response: { 201: UserResponse } } },
    async (request, reply) => {
      const user = await createAccount(
        models,
        request.body,
        request.identity,
        auditContextOf(request),
      );
      return reply.code(201).send({ user: user.toDto() });
    },
  );

  app.put(
    '/api/users/:id',
    { schema: { params: UserIdParams, body: UserChangesBody, response: { 200: UserResponse } } },
    async (request, reply) => {
      const admin = userOf(request, 'admin');
      const { user, roleChanged, identityChanged } = await updateUser(
        models,
        admin.userId,
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      // Sessions carry the role: a changed role takes effect at the next sign-in.
      if (roleChanged) reply.header(internalHeaders.endSessions, user.id);
      // They also carry the name and email, which the BFF copies from this answer's user.
      if (identityChanged) reply.header(internalHeaders.refreshSessions, user.id);
      return { user: user.toDto() };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/users/:id/${decision}`,
      { schema: { params: UserIdParams, response: { 200: UserResponse } } },
      async (request) => {
        const user = await decideRegistration(
          models,
          { outbox, publicBaseUrl },
          request.params.id,
          decision,
          auditContextOf(request),
        );
        flushOutboxSoon(outbox, request.log);
        return { user: user.toDto() };
      },
    );
  }

  // A staff member lost their phone: an admin removes their second factor (audited); they set it
  // up again at their next sign-in (when the studio requires it) or from their profile.
  app.post(
    '/api/users/:id/2fa/reset',
    { schema: { params: UserIdParams, response: { 200: UserResponse } } },
    async (request, reply) => {
      const admin = userOf(request, 'admin');
      const user = await resetTwoFactor(
        models,
        admin.userId,
        request.params.id,
        auditContextOf(request),
      );
      // Whoever signed in with the lost phone is signed out.
      reply.header(internalHeaders.endSessions, user.id);
      return { user: user.toDto() };
    },
  );

  app.delete(
    '/api/users/:id',
    { schema: { params: UserIdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      const admin = userOf(request, 'admin');
      await deleteUser(models, admin.userId, request.params.id, countCustomersOfTrainer, {
        ...auditContextOf(request),
        requestId: request.id,
      });
      reply.header(internalHeaders.endSessions, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
