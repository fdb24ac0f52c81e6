import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix } from '../ledger/queue.js';

/** Delayed jobs, one per (training, start time), that send a session's reminder when due. */
export const reminderQueueName = 'reminders';

export interface ReminderJobData {
  trainingId: string;
  /** The session start the reminder is for (ISO); a moved session has a new job. */
  startsAt: string;
}

/** Deterministic: scheduling the same reminder twice is one job (BullMQ ids may not contain ':'). */
export const reminderJobId = (trainingId: string, startsAt: Date) =>
  `reminder-${trainingId}-${startsAt.getTime()}`;

export type ReminderQueue = Queue<ReminderJobData> & { closeAll(): Promise<void> };

/** The producer side, on its own fail-fast connection (a request must not wait on a down Redis). */
export function createReminderQueue(redisUrl: string, redisPrefix: string): ReminderQueue {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  const queue = new Queue<ReminderJobData>(reminderQueueName, {
    connection,
    prefix: bullPrefix(redisPrefix),
    skipWaitingForReady: true,
    defaultJobOptions: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 5000 },
      // Finished jobs are removed: the mail outbox row is the lasting record, and a session moved
      // back to its first time must be able to schedule its reminder again.
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
