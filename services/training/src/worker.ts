import pino from 'pino';
import { readHealthPort } from '@studio/service-kit/config';
import { createDatabase } from '@studio/service-kit/database';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { startOptionalWorkerHealthServer } from '@studio/service-kit/worker-health';
import { systemClock } from '@studio/service-kit/clock';
import { studioSettingsFromAuth } from '@studio/service-kit/studio-settings';
import { readConfig } from './config.js';
import { trainingSchema } from './context.js';
import { LedgerDelivery } from './ledger/delivery.js';
import { bullPrefix } from './jobs/bull-prefix.js';
import { createLedgerQueue, ledgerQueueName } from './ledger/queue.js';
import { startLedgerWorker } from './ledger/worker.js';
import { defineLedgerOutboxModel } from './models/ledger-outbox.js';
import { startReminders } from './reminders/start-reminders.js';

/**
 * The training service's worker process: delivers claim debits and un-claim credits, and sends
 * session reminders.
 */
const config = readConfig();
const healthPort = readHealthPort();
const serviceName = 'training-ledger-worker';
const logger = pino({ name: serviceName, level: config.logLevel });
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
  clock: systemClock,
  logger,
});
const healthServer = await startOptionalWorkerHealthServer({
  ...config,
  serviceName,
  port: healthPort,
  queue: { name: ledgerQueueName, prefix: bullPrefix(config.redisPrefix) },
  database: sequelize,
});
logger.info({ healthPort }, 'ledger and reminder worker started');

async function shutdown(signal: string) {
  logger.info({ signal }, 'ledger worker stopping');
  await healthServer?.close();
  await worker.close();
  await reminders.close();
  await queue.closeAll();
  await sequelize.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
