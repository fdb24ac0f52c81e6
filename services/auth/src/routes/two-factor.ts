import { NoContent } from '@studio/contracts/no-content';
import { RecoveryCodes, TwoFactorCodeBody, TwoFactorSetup } from '@studio/contracts/two-factor';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import { notFound } from '@studio/service-kit/errors';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../domain/two-factor.js';
import type { AuthModels } from '../models/auth-models.js';
import { auditContextOf } from './audit-context.js';
import { requireSignedIn, signedInAccountOf } from './signed-in-account.js';

/** Two-step sign-in from the profile screen: anyone signed in, staff or customer, for themselves. */
export async function twoFactorRoutes(
  app: ServiceApp,
  { models, clock }: { models: AuthModels; clock: Clock },
) {
  app.addHook('preHandler', requireSignedIn());

  app.post(
    '/api/profile/2fa/setup',
    { schema: { response: { 200: TwoFactorSetup } } },
    async (request) => {
      const user = await models.User.findByPk(signedInAccountOf(request).userId);
      if (!user) throw notFound('Your account no longer exists.');
      return startTwoFactorSetup(models, user);
    },
  );

  app.post(
    '/api/profile/2fa/enable',
    { schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodes } } },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(
        models,
        clock,
        signedInAccountOf(request).userId,
        request.body.code,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    '/api/profile/2fa',
    { schema: { body: TwoFactorCodeBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await disableTwoFactor(
        models,
        clock,
        signedInAccountOf(request).userId,
        request.body.code,
        auditContextOf(request),
      );
      return reply.code(204).send(null);
    },
  );
}
