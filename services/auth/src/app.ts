import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { createServiceClient } from '@studio/service-kit/service-client';
import type { DestinationStream } from 'pino';
import type { AuthConfig } from './config.js';
import { customerCounter } from './domain/trainer-customers.js';
import { createEmailQueue } from './mail/email-queue.js';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox.js';
import { authSchema } from './migrations-directory.js';
import { bindAuthModels } from './models/auth-models.js';
import { internalAuthRoutes } from './routes/internal-auth.js';
import { internalUserRoutes } from './routes/internal-users.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { profileRoutes } from './routes/profile.js';
import { userRoutes } from './routes/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail waiting for the queue; tests flush it by hand. */
    mailOutbox: MailOutbox;
  }
}

export interface AuthAppOptions {
  /** Tests read the log lines from here. */
  logStream?: DestinationStream;
}

/** Reset links carry their token in the path; it must never reach a log line. */
const maskResetToken = (url: string) => url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');

/** The auth service: accounts, credentials, password resets and the audit log (schema `auth`). */
export async function buildApp(
  config: AuthConfig,
  options: AuthAppOptions = {},
): Promise<ServiceApp> {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: authSchema });
  const models = bindAuthModels(sequelize);
  // Redis is not part of readiness: without it auth still signs people in, and mail waits in the outbox.
  const app = await createServiceApp({
    serviceName: config.serviceName,
    internalTokenSecret: config.internalTokenSecret,
    logLevel: config.logLevel,
    sequelize,
    logStream: options.logStream,
    maskUrl: maskResetToken,
  });

  const queue = createEmailQueue({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    logger: app.log,
  });
  const outbox = createMailOutbox({ models, queue, logger: app.log });
  app.decorate('mailOutbox', outbox);
  let stopRelay = () => {};
  app.addHook('onReady', async () => {
    stopRelay = outbox.startRelay(config.mailRelayIntervalMs);
  });
  app.addHook('preClose', async () => {
    stopRelay();
  });
  app.addHook('onClose', async () => {
    await queue.close();
  });

  const countCustomersOfTrainer = customerCounter(
    createServiceClient({ serviceName: 'auth', secret: config.internalTokenSecret }),
    config.customerUrl,
  );

  await app.register(internalAuthRoutes, { models });
  await app.register(internalUserRoutes, { models });
  await app.register(profileRoutes, { models });
  await app.register(passwordResetRoutes, { models, outbox, publicBaseUrl: config.publicBaseUrl });
  await app.register(userRoutes, { models, countCustomersOfTrainer });
  return app;
}
