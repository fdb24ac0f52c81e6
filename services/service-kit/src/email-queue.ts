import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { queuePrefix } from './queues.js';

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
  logger: Pick<Logger, 'warn'>;
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
    // As for the producer queues (producer-queue.ts): a failed start-up version check would break
    // the queue for the process's life.
    skipVersionCheck: true,
    defaultJobOptions: {
      // 2 s doubling over 16 attempts: about 36 hours, so mail outlives a long SMTP outage.
      attempts: 16,
      backoff: { type: 'exponential', delay: 2000 },
      // Completed ids are kept an hour so a repeated enqueue of the same outbox row is a no-op.
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
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
