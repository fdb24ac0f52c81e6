import type { Clock } from '@studio/service-kit/clock';
import { createEmailQueue } from '@studio/service-kit/email-queue';
import { createMailRelay } from '@studio/service-kit/mail-outbox';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { staffDirectoryFromAuth } from '@studio/service-kit/staff-directory';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { TrainingConfig } from '../config.js';
import { defineTrainingModel } from '../models/training.js';
import { createReminderQueue } from './reminder-queue.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { ReminderSender } from './reminder-sender.js';
import { startReminderWorker } from './reminder-worker.js';

/** The reminder side of the training worker process: sender, sweep and mail relay. */
export function startReminders(
  config: TrainingConfig,
  {
    sequelize,
    settings,
    clock,
    logger,
  }: { sequelize: Sequelize; settings: StudioSettingsReader; clock: Clock; logger: Logger },
): { close: () => Promise<void>; sweep: () => Promise<number> } {
  const callService = createServiceClient({
    serviceName: 'training',
    secret: config.internalTokenSecret,
  });
  const emailQueue = createEmailQueue({ ...config, logger });
  const relay = createMailRelay({ sequelize, queue: emailQueue, logger });
  const reminderQueue = createReminderQueue(config.redisUrl, config.redisPrefix);
  const connection = createWorkerRedis(config.redisUrl);
  const timeZone = config.businessTimeZone;
  const worker = startReminderWorker({
    connection,
    redisPrefix: config.redisPrefix,
    sender: new ReminderSender({
      sequelize,
      trainings: defineTrainingModel(sequelize),
      settings,
      clock,
      timeZone,
      callService,
      customerUrl: config.customerUrl,
      staff: staffDirectoryFromAuth(callService, config.authUrl),
      relay,
      publicBaseUrl: config.publicBaseUrl,
      internalTokenSecret: config.internalTokenSecret,
    }),
    scheduler: new ReminderScheduler({
      queue: reminderQueue,
      sequelize,
      settings,
      clock,
      timeZone,
    }),
    relay,
    clock,
    logger,
    sweepIntervalMs: config.reminderSweepIntervalMs,
    relayIntervalMs: config.mailRelayIntervalMs,
  });
  return {
    sweep: worker.sweep,
    close: async () => {
      await worker.close();
      await reminderQueue.closeAll();
      await emailQueue.close();
      connection.disconnect();
    },
  };
}
