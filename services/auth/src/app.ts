import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import type { DestinationStream } from 'pino';
import type { AuthConfig } from './config.js';
import { authSchema } from './migrations-directory.js';
import { bindAuthModels } from './models/auth-models.js';
import { internalAuthRoutes } from './routes/internal-auth.js';
import { internalUserRoutes } from './routes/internal-users.js';
import { profileRoutes } from './routes/profile.js';

export interface AuthAppOptions {
  /** Tests read the log lines from here. */
  logStream?: DestinationStream;
}

/** Reset links carry their token in the path; it must never reach a log line. */
const maskResetToken = (url: string) => url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');

/** The auth service: accounts, credentials, password resets and the audit log (schema `auth`). */
export async function buildApp(config: AuthConfig, options: AuthAppOptions = {}): Promise<ServiceApp> {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: authSchema });
  const models = bindAuthModels(sequelize);
  const app = await createServiceApp({
    serviceName: config.serviceName,
    internalTokenSecret: config.internalTokenSecret,
    logLevel: config.logLevel,
    sequelize,
    logStream: options.logStream,
    maskUrl: maskResetToken,
  });
  await app.register(internalAuthRoutes, { models });
  await app.register(internalUserRoutes, { models });
  await app.register(profileRoutes, { models });
  return app;
}
