import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { Queue } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type EmailQueue = Queue<EmailJob>;

/**
 * The producer side of the `email` queue. Its commands fail fast while Redis is down (the outbox
 * keeps the mail meanwhile) and its errors are logged, never thrown at the process.
 */
export function createEmailQueue({
  redisUrl,
  redisPrefix,
  logger,
}: {
  redisUrl: string;
  redisPrefix: string;
  logger: FastifyBaseLogger;
}): EmailQueue {
  // One reconnect attempt per command: while Redis is down, adds fail within moments instead of hanging.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let lastErrorLoggedAt = 0;
  const logError = (error: unknown) => {
    // One line a minute is enough to say Redis is down; ioredis reports every reconnect attempt.
    if (Date.now() - lastErrorLoggedAt < 60_000) return;
    lastErrorLoggedAt = Date.now();
    logger.warn({ err: error }, 'email queue unavailable; mail waits in the outbox');
  };
  connection.on('error', logError);
  const queue = new Queue<EmailJob>(emailQueueName, {
    connection,
    prefix: queuePrefix(redisPrefix),
    skipWaitingForReady: true,
    defaultJobOptions: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 2000 },
      // Completed ids are kept an hour so a repeated enqueue of the same outbox row is a no-op.
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600 },
    },
  });
  queue.on('error', logError);
  const close = queue.close.bind(queue);
  queue.close = async () => {
    await close();
    connection.disconnect();
  };
  return queue;
}
