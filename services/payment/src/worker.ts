import pino from 'pino';
import { readHealthPort } from '@studio/service-kit/config';
import { createDatabase } from '@studio/service-kit/database';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { startOptionalWorkerHealthServer } from '@studio/service-kit/worker-health';
import { readPaymentConfig } from './config.js';
import { paymentSchema } from './context.js';
import { ledgerQueueName } from '@studio/service-kit/ledger-delivery';
import { createLedgerQueue, ledgerQueuePrefix } from './ledger/ledger-queue.js';
import { startLedgerWorker } from './ledger/ledger-worker.js';

// The ledger worker runs as its own process (its own Deployment in Kubernetes).
const config = readPaymentConfig();
const healthPort = readHealthPort();
const serviceName = 'payment-ledger-worker';
const logger = pino({ name: serviceName, level: config.logLevel });
const sequelize = createDatabase({ url: config.databaseUrl, schema: paymentSchema });
const connection = createWorkerRedis(config.redisUrl);
const queue = createLedgerQueue(config.redisUrl, config.redisPrefix, config.ledgerRetryDelayMs);
queue.on('error', (error) => logger.warn({ err: error }, 'ledger queue error'));
const worker = startLedgerWorker({
  deps: {
    sequelize,
    callService: createServiceClient({
      serviceName: 'payment',
      secret: config.internalTokenSecret,
    }),
    customerUrl: config.customerUrl,
  },
  queue,
  connection,
  redisPrefix: config.redisPrefix,
  sweepIntervalMs: config.outboxSweepIntervalMs,
  logger,
});
const healthServer = await startOptionalWorkerHealthServer({
  ...config,
  serviceName,
  port: healthPort,
  queue: { name: ledgerQueueName, prefix: ledgerQueuePrefix(config.redisPrefix) },
  database: sequelize,
});
await worker
  .sweep()
  .catch((error: unknown) => logger.warn({ err: error }, 'first outbox sweep failed'));
logger.info({ healthPort }, 'ledger worker started');

async function shutdown(signal: string) {
  logger.info({ signal }, 'ledger worker stopping');
  await healthServer?.close();
  await worker.close();
  await queue.closeAll();
  await sequelize.close();
  connection.disconnect();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
