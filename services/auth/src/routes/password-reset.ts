import {
  ForgotPasswordBody,
  forgotPasswordMessage,
  MessageResponse,
  ResetPasswordBody,
  ResetPasswordParams,
} from '@studio/contracts/auth';
import { mailStudioOf } from '@studio/contracts/mail';
import { internalHeaders } from '@studio/contracts/headers';
import type { ServiceApp } from '@studio/service-kit/app';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { requestPasswordReset, resetPassword } from '../domain/password-reset.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';

export async function passwordResetRoutes(
  app: ServiceApp,
  {
    models,
    outbox,
    publicBaseUrl,
    studioSettings,
  }: {
    models: AuthModels;
    outbox: MailOutbox;
    publicBaseUrl: string;
    studioSettings: StudioSettingsReader;
  },
) {
  app.post(
    '/api/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } } },
    async (request) => {
      await requestPasswordReset(
        models,
        outbox,
        {
          email: request.body.email,
          publicBaseUrl,
          studio: mailStudioOf(await studioSettings.get(request.id)),
        },
        auditContextOf(request),
      );
      // Not awaited: the answer must not wait on (or reveal anything through) the queue.
      outbox
        .flush()
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'reset mail left in the outbox for the relay'),
        );
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    '/api/reset-password/:token',
    {
      schema: {
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(
        models,
        request.params.token,
        request.body.newPassword,
        auditContextOf(request),
      );
      reply.header(internalHeaders.endSessions, userId);
      return { message: 'Password reset successful.' };
    },
  );
}
