import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export type ProducerQueue<Data> = Queue<Data> & { closeAll(): Promise<void> };

/**
 * The producer side of a service's work queue, on a connection of its own: commands are queued
 * while it connects, and a request never waits long on a Redis that is down (the queue's sweep
 * covers that case). Finished jobs are removed: the database is the lasting record, and the same
 * job id must be queueable again. `closeAll()` also closes the connection.
 *
 * No version check: BullMQ asks Redis its version once, when the queue is made, and a queue whose
 * check failed (Redis down or slow at the process's start) fails every later command for good.
 * The Redis we run is pinned (infra), so the check adds nothing.
 */
export function createProducerQueue<Data>(
  name: string,
  { redisUrl, prefix }: { redisUrl: string; prefix: string },
  retry: { attempts: number; firstDelayMs: number },
): ProducerQueue<Data> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  const queue = new Queue<Data>(name, {
    connection,
    prefix,
    skipWaitingForReady: true,
    skipVersionCheck: true,
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
