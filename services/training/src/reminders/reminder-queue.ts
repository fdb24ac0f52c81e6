import { createProducerQueue, type ProducerQueue } from '@studio/service-kit/producer-queue';
import { bullPrefix } from '../jobs/bull-prefix.js';

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

export type ReminderQueue = ProducerQueue<ReminderJobData>;

export function createReminderQueue(redisUrl: string, redisPrefix: string): ReminderQueue {
  return createProducerQueue<ReminderJobData>(
    reminderQueueName,
    { redisUrl, prefix: bullPrefix(redisPrefix) },
    { attempts: 10, firstDelayMs: 5000 },
  );
}
