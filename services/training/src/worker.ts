import pino from 'pino';
import { readHealthPort } from '@studio/service-kit/config';
import { systemClock } from '@studio/service-kit/clock';
import { startOptionalWorkerHealthServer } from '@studio/service-kit/worker-health';
import { readConfig } from './config.js';
import { bullPrefix } from './jobs/bull-prefix.js';
import { ledgerQueueName } from '@studio/service-kit/ledger-delivery';
import { startTrainingWork } from './worker-process.js';

/**
 * The training service's worker process: delivers claim debits and un-claim credits, and sends
 * session reminders.
 */
const config = readConfig();
const healthPort = readHealthPort();
const serviceName = 'training-ledger-worker';
const logger = pino({ name: serviceName, level: config.logLevel });
const work = startTrainingWork(config, { clock: systemClock, logger });
const healthServer = await startOptionalWorkerHealthServer({
  ...config,
  serviceName,
  port: healthPort,
  queue: { name: ledgerQueueName, prefix: bullPrefix(config.redisPrefix) },
  database: work.sequelize,
});
logger.info({ healthPort }, 'ledger and reminder worker started');

async function shutdown(signal: string) {
  logger.info({ signal }, 'ledger worker stopping');
  await healthServer?.close();
  await work.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
