import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { createProducerQueue } from '@studio/service-kit/producer-queue';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { customerBullPrefix } from '../packages/start-package-expiry.js';
import { forgetExpiredLeads } from './lead-retention.js';

export const leadRetentionQueueName = 'lead-retention';
/** One schedule, whatever the number of replicas: upserting it again changes nothing. */
const schedulerId = 'forget-expired-leads';

/**
 * The leads' retention limit as a BullMQ job scheduler: a job every `everyMs` (a day in
 * production) that forgets the leads past the PDPA notice's limit (`forgetExpiredLeads`). The
 * schedule lives in Redis, so it goes on across restarts, and every start upserts it, so a Redis
 * that lost it gets it back; a run missed while every process was down is made up by the next,
 * which takes every lead past the limit. Replicas share the job: it runs once per interval.
 */
export function startLeadRetention(
  config: { redisUrl: string; redisPrefix: string; everyMs: number },
  deps: Parameters<typeof forgetExpiredLeads>[0] & { logger: Pick<Logger, 'warn' | 'error'> },
): { start: () => void; close: () => Promise<void> } {
  const prefix = customerBullPrefix(config.redisPrefix);
  const queue = createProducerQueue<Record<string, never>>(
    leadRetentionQueueName,
    { redisUrl: config.redisUrl, prefix },
    { attempts: 3, firstDelayMs: 60_000 },
  );
  let worker: Worker | undefined;
  let connection: ReturnType<typeof createWorkerRedis> | undefined;
  let saved: Promise<unknown> = Promise.resolve();
  return {
    // Not awaited by the service's start: a slow or absent Redis must not keep it from serving.
    start() {
      connection = createWorkerRedis(config.redisUrl);
      worker = new Worker(leadRetentionQueueName, () => forgetExpiredLeads(deps), {
        connection,
        prefix,
      });
      worker.on('failed', (job, error) =>
        deps.logger.warn(
          { err: error, attempt: job?.attemptsMade },
          'forgetting expired leads failed; it is retried',
        ),
      );
      worker.on('error', (error) =>
        deps.logger.error({ err: error }, 'lead retention worker error'),
      );
      saved = queue
        .upsertJobScheduler(
          schedulerId,
          { every: config.everyMs },
          { name: schedulerId, data: {}, opts: { removeOnComplete: true, removeOnFail: true } },
        )
        .catch((error: unknown) =>
          deps.logger.error(
            { err: error },
            'the lead retention schedule could not be saved; it is saved again at the next start',
          ),
        );
    },
    async close() {
      await saved;
      await worker?.close();
      await queue.closeAll();
      connection?.disconnect();
    },
  };
}
