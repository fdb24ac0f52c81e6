import { UnrecoverableError, Worker, type ConnectionOptions, type Queue } from 'bullmq';
import { QueryTypes } from 'sequelize';
import type { Logger } from 'pino';
import { CreditRefused, creditCustomer, type CreditDeps } from './credit-customer.js';
import { ledgerQueueName, ledgerQueuePrefix, queueCredit, type LedgerJob } from './ledger-queue.js';

export interface LedgerWorkerOptions {
  deps: CreditDeps;
  queue: Queue<LedgerJob>;
  connection: ConnectionOptions;
  redisPrefix: string;
  sweepIntervalMs: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface LedgerWorker {
  /** Queues every open outbox row that has no job (lost while Redis was down, or out of retries). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

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
  const worker = new Worker<LedgerJob>(
    ledgerQueueName,
    async (job) => {
      try {
        return await creditCustomer(deps, job.data.paymentId);
      } catch (error) {
        if (error instanceof CreditRefused) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    { connection, prefix: ledgerQueuePrefix(redisPrefix), concurrency: 4 },
  );
  worker.on('completed', (job, outcome) =>
    logger.info({ paymentId: job.data.paymentId, outcome }, 'payment credit settled'),
  );
  worker.on('failed', (job, error) =>
    logger.warn(
      { paymentId: job?.data.paymentId, attempts: job?.attemptsMade, err: error },
      'payment credit failed',
    ),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'ledger worker error'));

  async function sweep(): Promise<number> {
    const open = await deps.sequelize.query<{ payment_id: string }>(
      `SELECT payment_id FROM ledger_outbox WHERE done_at IS NULL AND created_at < now() - interval '5 seconds' ORDER BY created_at LIMIT 500`,
      { type: QueryTypes.SELECT },
    );
    // The job id is the payment id, so a credit already waiting in the queue is not added twice.
    for (const { payment_id } of open) await queueCredit(queue, payment_id);
    return open.length;
  }

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'outbox sweep failed'));
  }, sweepIntervalMs);

  return {
    sweep,
    async close() {
      clearInterval(timer);
      await worker.close();
    },
  };
}
