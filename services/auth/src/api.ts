import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import type { CountCustomersOfTrainer } from './domain/trainer-customers.js';
import type { MailOutbox } from './mail/mail-outbox.js';
import type { AuthModels } from './models/auth-models.js';
import { customerAccountRoutes } from './routes/customer-accounts.js';
import { erasureRoutes } from './routes/erasures.js';
import { internalAuthRoutes } from './routes/internal-auth.js';
import { internalUserRoutes } from './routes/internal-users.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { profileRoutes } from './routes/profile.js';
import { twoFactorRoutes } from './routes/two-factor.js';
import { settingsRoutes } from './routes/settings.js';
import { trainerOptionRoutes } from './routes/trainer-options.js';
import { userRoutes } from './routes/users.js';

/** What the auth routes need, built once by the app. */
export interface AuthRouteDependencies {
  models: AuthModels;
  outbox: MailOutbox;
  publicBaseUrl: string;
  countCustomersOfTrainer: CountCustomersOfTrainer;
  /** Where invite expiry, sign-in challenges and codes read the time. */
  clock: Clock;
}

/** Every route of the auth service; its OpenAPI document is built from these. */
export async function registerAuthRoutes(
  app: ServiceApp,
  { models, outbox, publicBaseUrl, countCustomersOfTrainer, clock }: AuthRouteDependencies,
): Promise<void> {
  await app.register(internalAuthRoutes, { models, outbox, publicBaseUrl, clock });
  await app.register(internalUserRoutes, { models });
  await app.register(profileRoutes, { models });
  await app.register(twoFactorRoutes, { models, clock });
  await app.register(passwordResetRoutes, { models, outbox });
  await app.register(trainerOptionRoutes, { models });
  await app.register(userRoutes, { models, outbox, publicBaseUrl, countCustomersOfTrainer });
  await app.register(settingsRoutes, { models });
  await app.register(customerAccountRoutes, { models, outbox, clock, publicBaseUrl });
  await app.register(erasureRoutes, { models });
}
