import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { systemClock, type Clock } from '@studio/service-kit/clock';
import { createServiceClient } from '@studio/service-kit/service-client';
import type { DestinationStream } from 'pino';
import { registerAuthRoutes } from './api.js';
import type { AuthConfig } from './config.js';
import { handlePasswordResetRequests } from './domain/password-reset.js';
import { customerCounter } from './domain/trainer-customers.js';
import { createEmailQueue } from '@studio/service-kit/email-queue';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox.js';
import { authSchema } from './migrations-directory.js';
import { bindAuthModels } from './models/auth-models.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail waiting for the queue; tests flush it by hand. */
    mailOutbox: MailOutbox;
  }
}

export interface AuthAppOptions {
  /** Tests read the log lines from here. */
  logStream?: DestinationStream;
  /** Tests move a ManualClock (invite links expire). */
  clock?: Clock;
}

/** Reset and welcome links carry their token in the path; it must never reach a log line. */
const maskLinkTokens = (url: string) =>
  url.replace(/(\/(?:reset-password|welcome)\/)[^/?#]+/, '$1[redacted]');

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
    maskUrl: maskLinkTokens,
  });

  const queue = createEmailQueue({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    logger: app.log,
  });
  const outbox: MailOutbox = createMailOutbox({
    models,
    queue,
    logger: app.log,
    writeWaitingMail: () => handlePasswordResetRequests(models, outbox, config.publicBaseUrl),
  });
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

  const callService = createServiceClient({
    serviceName: 'auth',
    secret: config.internalTokenSecret,
  });
  const countCustomersOfTrainer = customerCounter(callService, config.customerUrl);

  await registerAuthRoutes(app, {
    models,
    outbox,
    publicBaseUrl: config.publicBaseUrl,
    countCustomersOfTrainer,
    clock: options.clock ?? systemClock,
  });
  return app;
}
