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

/** Who an erasure forgets: the address mail went to and the name mail spoke of. */
export interface ForgottenRecipient {
  email: string;
  name: string;
}

const pendingStates = ['waiting', 'delayed', 'prioritized', 'paused', 'waiting-children'] as const;
const finishedStates = ['completed', 'failed'] as const;
const pageSize = 200;

interface MailJobData {
  to?: unknown;
  template?: { customerName?: unknown };
}

/**
 * An erased customer's mail in the `email` queue (PDPA, issue 28): jobs waiting to be sent to
 * them or naming them as the customer (a trainer's notice) are removed, so nothing reaches or
 * speaks of them afterwards; jobs kept after sending or failing (ids kept for deduplication, the
 * failure's reason) that went to them or mention their name anywhere are removed too (their
 * outbox rows are already settled). A job being sent at this moment cannot be removed: its data
 * is replaced by nothing, so a retry fails for good as malformed. Returns what it did.
 */
export async function forgetQueuedMail(
  queue: EmailQueue,
  person: ForgottenRecipient,
): Promise<{ removed: number; scrubbed: number }> {
  const email = person.email.trim().toLowerCase();
  const name = person.name.trim();
  const addressedToThem = (data: MailJobData) =>
    email !== '' && typeof data.to === 'string' && data.to.trim().toLowerCase() === email;
  const aboutThem = (data: MailJobData) =>
    name !== '' && typeof data.template?.customerName === 'string'
      ? data.template.customerName.trim() === name
      : false;
  const pendingMatch = (data: MailJobData) => addressedToThem(data) || aboutThem(data);
  const finishedMatch = (data: MailJobData) =>
    pendingMatch(data) || (name !== '' && JSON.stringify(data).includes(name));

  const jobsIn = async (states: readonly string[], matches: (data: MailJobData) => boolean) => {
    const found = [];
    for (const state of states) {
      // Collected before anything is removed, so the pages do not shift under the reads.
      for (let start = 0; ; start += pageSize) {
        const page = await queue.getJobs([state as 'waiting'], start, start + pageSize - 1, true);
        found.push(
          ...page.filter((job) => job && matches((job.data ?? {}) as unknown as MailJobData)),
        );
        if (page.length < pageSize) break;
      }
    }
    return found;
  };

  let removed = 0;
  let scrubbed = 0;
  const scrub = async (job: Awaited<ReturnType<EmailQueue['getJobs']>>[number]) => {
    await job.updateData({} as EmailJob);
    scrubbed += 1;
  };
  for (const job of [
    ...(await jobsIn(pendingStates, pendingMatch)),
    ...(await jobsIn(finishedStates, finishedMatch)),
  ]) {
    try {
      await job.remove();
      removed += 1;
    } catch {
      // Taken by the worker meanwhile (locked): it is being sent now.
      await scrub(job);
    }
  }
  for (const job of await jobsIn(['active'], pendingMatch)) await scrub(job);
  return { removed, scrubbed };
}
