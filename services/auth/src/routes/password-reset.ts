import {
  ForgotPasswordBody,
  forgotPasswordMessage,
  MessageResponse,
  ResetPasswordBody,
  ResetPasswordParams,
} from '@studio/contracts/auth';
import { internalHeaders } from '@studio/contracts/headers';
import type { ServiceApp } from '@studio/service-kit/app';
import { recordPasswordResetRequest, resetPassword } from '../domain/password-reset.js';
import { flushOutboxSoon } from '../mail/flush-soon.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';

export async function passwordResetRoutes(
  app: ServiceApp,
  { models, outbox }: { models: AuthModels; outbox: MailOutbox },
) {
  app.post(
    '/api/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } } },
    async (request) => {
      await recordPasswordResetRequest(models, request.body.email, auditContextOf(request));
      flushOutboxSoon(outbox, request.log);
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
