import { Queue, type ConnectionOptions } from 'bullmq';

/** BullMQ queue of payment credits to retry; one job per payment (job id = payment id). */
export const ledgerQueueName = 'ledger';

export interface LedgerJob {
  paymentId: string;
}

/** Queue keys live under `<REDIS_PREFIX>payment:bull`, apart from other services' `ledger` queues. */
export function ledgerQueuePrefix(redisPrefix: string): string {
  return `${redisPrefix}payment:bull`;
}

export function createLedgerQueue(
  connection: ConnectionOptions,
  redisPrefix: string,
  retryDelayMs: number,
): Queue<LedgerJob> {
  return new Queue<LedgerJob>(ledgerQueueName, {
    connection,
    prefix: ledgerQueuePrefix(redisPrefix),
    defaultJobOptions: {
      attempts: 12,
      backoff: { type: 'exponential', delay: retryDelayMs },
      // Finished jobs are removed so the outbox sweep can queue a payment again if its retries ran out.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
}

export async function queueCredit(
  queue: Queue<LedgerJob>,
  paymentId: string,
  delayMs = 0,
): Promise<void> {
  await queue.add('credit', { paymentId }, { jobId: paymentId, delay: delayMs });
}
