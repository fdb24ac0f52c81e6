import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { ledgerQueueName } from '@studio/service-kit/ledger-delivery';
import { startSweepingWorker, type SweepingWorker } from '@studio/service-kit/sweeping-worker';
import { bullPrefix } from '../jobs/bull-prefix.js';
import type { LedgerDelivery } from './delivery.js';
import { pendingLedgerEntries } from './outbox.js';
import { ledgerJobId, type LedgerJobData } from './queue.js';

const sweepEveryMs = 60_000;
// Younger commands are still being delivered by the request that wrote them.
const sweepGraceMs = 30_000;

/**
 * Delivers queued ledger commands, and every minute re-queues commands that are still pending
 * (their job ran out of attempts, or Redis was down when they were written).
 */
export function startLedgerWorker(deps: {
  connection: Redis;
  redisPrefix: string;
  queue: Queue<LedgerJobData>;
  delivery: LedgerDelivery;
  sequelize: Sequelize;
  logger: Logger;
}): SweepingWorker {
  return startSweepingWorker<LedgerJobData>({
    queueName: ledgerQueueName,
    prefix: bullPrefix(deps.redisPrefix),
    connection: deps.connection,
    process: async (job) => {
      const outcome = await deps.delivery.deliver(job.data.outboxId);
      deps.logger.info({ outboxId: job.data.outboxId, outcome }, 'ledger command processed');
      return outcome;
    },
    sweep: async () => {
      const pending = await pendingLedgerEntries(
        deps.sequelize,
        new Date(Date.now() - sweepGraceMs),
      );
      for (const entry of pending) {
        await deps.queue.add(
          'deliver',
          { outboxId: entry.id },
          { jobId: ledgerJobId(entry.sourceType, entry.sourceId) },
        );
      }
      return pending.length;
    },
    sweepIntervalMs: sweepEveryMs,
    logger: deps.logger,
    logFields: (data) => ({ outboxId: data.outboxId }),
    messages: {
      failed: 'ledger delivery failed',
      workerError: 'ledger worker error',
      sweepFailed: 'ledger outbox sweep failed',
    },
  });
}
