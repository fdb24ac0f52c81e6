import { ledgerQueueName } from '@studio/service-kit/ledger-delivery';
import { startSweepingWorker, type SweepingWorker } from '@studio/service-kit/sweeping-worker';
import { UnrecoverableError, type ConnectionOptions, type Queue } from 'bullmq';
import { QueryTypes } from 'sequelize';
import type { Logger } from 'pino';
import { CreditRefused, creditCustomer, type CreditDeps } from './credit-customer.js';
import { ledgerQueuePrefix, queueCredit, type LedgerJob } from './ledger-queue.js';

export interface LedgerWorkerOptions {
  deps: CreditDeps;
  queue: Queue<LedgerJob>;
  connection: ConnectionOptions;
  redisPrefix: string;
  sweepIntervalMs: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** `sweep()` queues every open outbox row that has no job (lost while Redis was down, or out of retries). */
export type LedgerWorker = SweepingWorker;

/**
 * Applies queued payment credits to the customer ledger until they succeed. A refusal for good
 * (unknown customer, another trainer's customer) stops the retries; the payment is marked rejected.
 */
export function startLedgerWorker({
  deps,
  queue,
  connection,
  redisPrefix,
  sweepIntervalMs,
  logger,
}: LedgerWorkerOptions): LedgerWorker {
  return startSweepingWorker<LedgerJob>({
    queueName: ledgerQueueName,
    prefix: ledgerQueuePrefix(redisPrefix),
    connection,
    process: async (job) => {
      try {
        const outcome = await creditCustomer(deps, job.data.paymentId);
        logger.info({ paymentId: job.data.paymentId, outcome }, 'payment credit settled');
        return outcome;
      } catch (error) {
        if (error instanceof CreditRefused) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    sweep: async () => {
      const open = await deps.sequelize.query<{ payment_id: string }>(
        `SELECT payment_id FROM ledger_outbox WHERE delivered_at IS NULL AND created_at < now() - interval '5 seconds' ORDER BY created_at LIMIT 500`,
        { type: QueryTypes.SELECT },
      );
      // The job id is the payment id, so a credit already waiting in the queue is not added twice.
      for (const { payment_id } of open) await queueCredit(queue, payment_id);
      return open.length;
    },
    sweepIntervalMs,
    logger,
    logFields: (data) => ({ paymentId: data.paymentId }),
    messages: {
      failed: 'payment credit failed',
      workerError: 'ledger worker error',
      sweepFailed: 'outbox sweep failed',
    },
  });
}
