import { Worker, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { LedgerDelivery } from './delivery.js';
import { pendingLedgerEntries } from './outbox.js';
import { bullPrefix, ledgerJobId, ledgerQueueName, type LedgerJobData } from './queue.js';

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
}): { close: () => Promise<void>; sweep: () => Promise<number> } {
  const worker = new Worker<LedgerJobData>(
    ledgerQueueName,
    async (job) => {
      const outcome = await deps.delivery.deliver(job.data.outboxId);
      deps.logger.info({ outboxId: job.data.outboxId, outcome }, 'ledger command processed');
      return outcome;
    },
    { connection: deps.connection, prefix: bullPrefix(deps.redisPrefix), concurrency: 4 },
  );
  worker.on('failed', (job, error) => {
    deps.logger.warn(
      { outboxId: job?.data.outboxId, attempt: job?.attemptsMade, err: error },
      'ledger delivery failed',
    );
  });

  const sweep = async () => {
    const pending = await pendingLedgerEntries(deps.sequelize, new Date(Date.now() - sweepGraceMs));
    for (const entry of pending) {
      await deps.queue.add(
        'deliver',
        { outboxId: entry.id },
        { jobId: ledgerJobId(entry.sourceType, entry.sourceId) },
      );
    }
    return pending.length;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'ledger outbox sweep failed'),
    );
  }, sweepEveryMs);
  timer.unref();
  void sweep().catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'ledger outbox sweep failed'),
  );

  return {
    sweep,
    close: async () => {
      clearInterval(timer);
      await worker.close();
    },
  };
}
