import { createProducerQueue } from '@studio/service-kit/producer-queue';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { startSweepingWorker } from '@studio/service-kit/sweeping-worker';
import type { Logger } from 'pino';
import {
  PackageExpiry,
  packageQueueName,
  type PackageExpiryDeps,
  type PackageJobData,
} from './package-expiry.js';

/** The customer service's own BullMQ prefix, apart from other services' queues. */
export const customerBullPrefix = (redisPrefix: string) => `${redisPrefix}customer:bull`;

/**
 * Package expiry in the customer service process (next to its low-balance notices and mail
 * relay): the queue's producer and worker, and the sweep at start and every `sweepIntervalMs`.
 * Several replicas may run it side by side: jobs are taken once, and every step is idempotent.
 */
export function startPackageExpiry(
  config: { redisUrl: string; redisPrefix: string; sweepIntervalMs: number },
  deps: Omit<PackageExpiryDeps, 'queue'> & { logger: Pick<Logger, 'warn' | 'error'> },
): { expiry: PackageExpiry; start: () => void; close: () => Promise<void> } {
  const prefix = customerBullPrefix(config.redisPrefix);
  const queue = createProducerQueue<PackageJobData>(
    packageQueueName,
    { redisUrl: config.redisUrl, prefix },
    { attempts: 10, firstDelayMs: 5000 },
  );
  const expiry = new PackageExpiry({ ...deps, queue });
  let stopWorker: (() => Promise<void>) | undefined;
  let connection: ReturnType<typeof createWorkerRedis> | undefined;
  return {
    expiry,
    start() {
      connection = createWorkerRedis(config.redisUrl);
      const worker = startSweepingWorker<PackageJobData>({
        queueName: packageQueueName,
        prefix,
        connection,
        process: (job) => expiry.process(job.data),
        sweep: () => expiry.sweep(),
        sweepIntervalMs: config.sweepIntervalMs,
        logger: deps.logger,
        logFields: (data) => data,
        messages: {
          failed: 'package expiry job failed; it is retried',
          workerError: 'package expiry worker error',
          sweepFailed: 'package expiry sweep failed; it runs again at the next interval',
        },
      });
      stopWorker = () => worker.close();
    },
    async close() {
      await stopWorker?.();
      await queue.closeAll();
      connection?.disconnect();
    },
  };
}
