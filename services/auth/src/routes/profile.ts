import { ChangePasswordBody, MessageResponse, Profile } from '@studio/contracts/auth';
import { internalHeaders } from '@studio/contracts/headers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { changePassword } from '../domain/password-change.js';
import { readStudioSettings } from '../domain/studio-settings.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';
import { requireSignedIn, signedInAccountOf } from './signed-in-account.js';

export async function profileRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.get(
    '/api/profile',
    { preHandler: requireSignedIn(), schema: { response: { 200: Profile } } },
    async (request) => {
      const user = await models.User.findByPk(signedInAccountOf(request).userId);
      if (!user) throw notFound('Your account no longer exists.');
      const settings = await readStudioSettings(models);
      return {
        name: user.name,
        email: user.email,
        dateCreated: user.dateCreated.toISOString(),
        twoFactorEnabled: user.totpSecret !== null,
        twoFactorRequired: user.role !== 'customer' && settings.requireTwoFactorForStaff,
      };
    },
  );

  app.put(
    '/api/profile/password',
    {
      preHandler: requireSignedIn(),
      schema: { body: ChangePasswordBody, response: { 200: MessageResponse } },
    },
    async (request, reply) => {
      const { userId } = signedInAccountOf(request);
      await changePassword(
        models,
        userId,
        request.body.oldPassword,
        request.body.newPassword,
        auditContextOf(request),
      );
      reply.header(internalHeaders.endSessions, userId);
      return { message: 'Password updated successfully.' };
    },
  );
}
