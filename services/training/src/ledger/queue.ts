import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { LedgerSourceType } from '../models/ledger-outbox.js';

/** Each service delivers its own outbox: its own `ledger` queue under its own BullMQ prefix. */
export const ledgerQueueName = 'ledger';

export interface LedgerJobData {
  outboxId: string;
}

export const bullPrefix = (redisPrefix: string) => `${redisPrefix}training:bull`;

/** One job per source (BullMQ ids may not contain ':'), so a command is queued at most once at a time. */
export const ledgerJobId = (sourceType: LedgerSourceType, sourceId: string) =>
  `${sourceType}-${sourceId}`;

/**
 * The producer side, on a connection of its own: BullMQ needs commands queued while it connects,
 * and a request must not wait long on a Redis that is down (the outbox sweep covers that case).
 * `close()` also closes the connection.
 */
export function createLedgerQueue(
  redisUrl: string,
  redisPrefix: string,
): Queue<LedgerJobData> & { closeAll(): Promise<void> } {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  const queue = new Queue<LedgerJobData>(ledgerQueueName, {
    connection,
    prefix: bullPrefix(redisPrefix),
    skipWaitingForReady: true,
    defaultJobOptions: {
      attempts: 12,
      backoff: { type: 'exponential', delay: 2000 },
      // Finished jobs are removed so the outbox sweep can queue a still-pending command again.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
  return Object.assign(queue, {
    closeAll: async () => {
      await queue.close();
      connection.disconnect();
    },
  });
}
