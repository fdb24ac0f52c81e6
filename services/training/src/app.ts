import type { DestinationStream } from 'pino';
import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { createRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { registerTrainingApi } from './api.js';
import type { TrainingConfig } from './config.js';
import { trainingSchema, type TrainingContext } from './context.js';
import { LedgerDelivery } from './ledger/delivery.js';
import { LedgerDispatcher } from './ledger/dispatcher.js';
import { createLedgerQueue } from './ledger/queue.js';
import { defineLedgerOutboxModel } from './models/ledger-outbox.js';
import { defineTrainingModel } from './models/training.js';
import { PeopleDirectory } from './people/directory.js';

export interface TrainingAppOptions {
  logStream?: DestinationStream;
  /** The current time; tests fix it. */
  now?: () => Date;
}

/** Builds the training service: the schedule, claims (through the customer ledger) and statistics. */
export async function buildTrainingApp(
  config: TrainingConfig,
  options: TrainingAppOptions = {},
): Promise<ServiceApp> {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: trainingSchema });
  const redis = createRedis(config.redisUrl);
  const trainings = defineTrainingModel(sequelize);
  const outbox = defineLedgerOutboxModel(sequelize);

  const app = await createServiceApp({
    serviceName: 'training',
    internalTokenSecret: config.internalTokenSecret,
    logLevel: config.logLevel,
    sequelize,
    redis,
    logStream: options.logStream,
  });

  const callService = createServiceClient({
    serviceName: 'training',
    secret: config.internalTokenSecret,
  });
  const queue = createLedgerQueue(config.redisUrl, config.redisPrefix);
  app.addHook('onClose', () => queue.closeAll());
  const context: TrainingContext = {
    sequelize,
    trainings,
    outbox,
    people: new PeopleDirectory(callService, {
      customerUrl: config.customerUrl,
      authUrl: config.authUrl,
    }),
    ledger: new LedgerDispatcher({
      queue,
      delivery: new LedgerDelivery({ outbox, callService, customerUrl: config.customerUrl }),
    }),
    timeZone: config.businessTimeZone,
    now: options.now ?? (() => new Date()),
  };
  registerTrainingApi(app, context);
  return app;
}
