import type { Queue } from 'bullmq';
import { createLedgerQueue as createServiceLedgerQueue } from '@studio/service-kit/ledger-delivery';
import type { ProducerQueue } from '@studio/service-kit/producer-queue';

/** A payment credit to deliver; one job per payment (job id = payment id). */
export interface LedgerJob {
  paymentId: string;
}

/** Queue keys live under `<REDIS_PREFIX>payment:bull`, apart from other services' `ledger` queues. */
export function ledgerQueuePrefix(redisPrefix: string): string {
  return `${redisPrefix}payment:bull`;
}

/**
 * Finished jobs are removed (service-kit's producer queue), so the outbox sweep can queue a
 * payment again if its retries ran out.
 */
export function createLedgerQueue(
  redisUrl: string,
  redisPrefix: string,
  retryDelayMs: number,
): ProducerQueue<LedgerJob> {
  return createServiceLedgerQueue<LedgerJob>(
    { redisUrl, prefix: ledgerQueuePrefix(redisPrefix) },
    retryDelayMs,
  );
}

export async function queueCredit(
  queue: Queue<LedgerJob>,
  paymentId: string,
  delayMs = 0,
): Promise<void> {
  await queue.add('credit', { paymentId }, { jobId: paymentId, delay: delayMs });
}
