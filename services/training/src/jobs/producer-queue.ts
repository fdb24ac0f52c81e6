import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Each training queue lives under the service's own BullMQ prefix, apart from other services' queues. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}training:bull`;

export type ProducerQueue<Data> = Queue<Data> & { closeAll(): Promise<void> };

/**
 * The producer side of a training queue, on a connection of its own: BullMQ needs commands queued
 * while it connects, and a request must not wait long on a Redis that is down (the queue's sweep
 * covers that case). Finished jobs are removed: the database row is the lasting record, and the
 * same job id must be queueable again (the sweep re-queues what is still pending, a session moved
 * back to its first time schedules its reminder again). `closeAll()` also closes the connection.
 */
export function createProducerQueue<Data>(
  name: string,
  { redisUrl, redisPrefix }: { redisUrl: string; redisPrefix: string },
  retry: { attempts: number; firstDelayMs: number },
): ProducerQueue<Data> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  const queue = new Queue<Data>(name, {
    connection,
    prefix: bullPrefix(redisPrefix),
    skipWaitingForReady: true,
    defaultJobOptions: {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.firstDelayMs },
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
