import type { ServiceApp } from '@studio/service-kit/app';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { CountCustomersOfTrainer } from './domain/trainer-customers.js';
import type { MailOutbox } from './mail/mail-outbox.js';
import type { AuthModels } from './models/auth-models.js';
import { internalAuthRoutes } from './routes/internal-auth.js';
import { internalUserRoutes } from './routes/internal-users.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { profileRoutes } from './routes/profile.js';
import { userRoutes } from './routes/users.js';

/** What the auth routes need, built once by the app. */
export interface AuthRouteDependencies {
  models: AuthModels;
  outbox: MailOutbox;
  publicBaseUrl: string;
  /** The studio's name and details for the mail this service sends. */
  studioSettings: StudioSettingsReader;
  countCustomersOfTrainer: CountCustomersOfTrainer;
}

/** Every route of the auth service; its OpenAPI document is built from these. */
export async function registerAuthRoutes(
  app: ServiceApp,
  { models, outbox, publicBaseUrl, studioSettings, countCustomersOfTrainer }: AuthRouteDependencies,
): Promise<void> {
  await app.register(internalAuthRoutes, { models });
  await app.register(internalUserRoutes, { models });
  await app.register(profileRoutes, { models });
  await app.register(passwordResetRoutes, { models, outbox, publicBaseUrl, studioSettings });
  await app.register(userRoutes, { models, countCustomersOfTrainer });
}
