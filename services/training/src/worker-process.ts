import type { Clock } from '@studio/service-kit/clock';
import { createDatabase } from '@studio/service-kit/database';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { studioSettingsFromAuth } from '@studio/service-kit/studio-settings';
import type { Logger } from 'pino';
import type { TrainingConfig } from './config.js';
import { trainingSchema } from './context.js';
import { LedgerDelivery } from './ledger/delivery.js';
import { createLedgerQueue } from './ledger/queue.js';
import { startLedgerWorker } from './ledger/worker.js';
import { defineLedgerOutboxModel } from './models/ledger-outbox.js';
import { startReminders } from './reminders/start-reminders.js';

/**
 * The training worker's work: delivers claim debits and un-claim credits, and sends session
 * reminders, with its rules reading `clock` (worker.ts gives the system clock; the system tests
 * give one they move).
 */
export function startTrainingWork(
  config: TrainingConfig,
  { clock, logger }: { clock: Clock; logger: Logger },
) {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: trainingSchema });
  const outbox = defineLedgerOutboxModel(sequelize);
  const queue = createLedgerQueue(config.redisUrl, config.redisPrefix);
  const callService = createServiceClient({
    serviceName: 'training',
    secret: config.internalTokenSecret,
  });
  const worker = startLedgerWorker({
    connection: createWorkerRedis(config.redisUrl),
    redisPrefix: config.redisPrefix,
    queue,
    delivery: new LedgerDelivery({ outbox, callService, customerUrl: config.customerUrl }),
    sequelize,
    logger,
  });
  const reminders = startReminders(config, {
    sequelize,
    settings: studioSettingsFromAuth(callService, config.authUrl, {
      ttlMs: config.settingsCacheMs,
      onUnavailable: (error) =>
        logger.warn({ err: error }, 'settings unavailable; using the last read'),
    }),
    clock,
    logger,
  });
  return {
    sequelize,
    close: async () => {
      await worker.close();
      await reminders.close();
      await queue.closeAll();
      await sequelize.close();
    },
  };
}
