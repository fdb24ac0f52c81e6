import type { DestinationStream } from 'pino';
import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { createEmailQueue } from '@studio/service-kit/email-queue';
import { createMailRelay } from '@studio/service-kit/mail-outbox';
import { createRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { staffDirectoryFromAuth } from '@studio/service-kit/staff-directory';
import { systemClock, type Clock } from '@studio/service-kit/clock';
import {
  studioSettingsFromAuth,
  type StudioSettingsReader,
} from '@studio/service-kit/studio-settings';
import { registerTrainingApi } from './api.js';
import type { TrainingConfig } from './config.js';
import { trainingSchema, type TrainingContext } from './context.js';
import { LedgerDelivery } from './ledger/delivery.js';
import { LedgerDispatcher } from './ledger/dispatcher.js';
import { createLedgerQueue } from './ledger/queue.js';
import { defineLedgerOutboxModel } from './models/ledger-outbox.js';
import { defineTrainingModel } from './models/training.js';
import { PeopleDirectory } from './people/directory.js';
import { SlotListPeople } from './people/slot-list-people.js';
import { createReminderQueue } from './reminders/reminder-queue.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import { expiredSessionsFromCustomers } from './reports/expired-sessions.js';

export interface TrainingAppOptions {
  logStream?: DestinationStream;
  /** The current time; tests fix it. */
  now?: () => Date;
  /** Where reminder rules read the time; tests move a ManualClock. */
  clock?: Clock;
  /** The studio settings; tests give chosen ones. */
  settings?: StudioSettingsReader;
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
  const reminderQueue = createReminderQueue(config.redisUrl, config.redisPrefix);
  app.addHook('onClose', () => reminderQueue.closeAll());
  const clock = options.clock ?? systemClock;
  const settings =
    options.settings ??
    studioSettingsFromAuth(callService, config.authUrl, { ttlMs: config.settingsCacheMs });
  const emailQueue = createEmailQueue({ ...config, logger: app.log });
  app.addHook('onClose', () => emailQueue.close());
  const people = new PeopleDirectory(callService, {
    customerUrl: config.customerUrl,
    authUrl: config.authUrl,
  });
  const context: TrainingContext = {
    sequelize,
    trainings,
    outbox,
    people,
    slotListPeople: new SlotListPeople(
      people,
      staffDirectoryFromAuth(callService, config.authUrl),
      config.slotListPeopleCacheMs,
    ),
    ledger: new LedgerDispatcher({
      queue,
      delivery: new LedgerDelivery({ outbox, callService, customerUrl: config.customerUrl }),
    }),
    reminders: new ReminderScheduler({
      queue: reminderQueue,
      sequelize,
      settings,
      clock,
      timeZone: config.businessTimeZone,
    }),
    expiredSessions: expiredSessionsFromCustomers(callService, config.customerUrl),
    timeZone: config.businessTimeZone,
    now: options.now ?? (() => clock.now()),
    settings,
    mail: createMailRelay({ sequelize, queue: emailQueue, logger: app.log }),
    publicBaseUrl: config.publicBaseUrl,
  };
  registerTrainingApi(app, context);
  return app;
}
