import type { Clock } from '@studio/service-kit/clock';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import { DelayedError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { startSweepingWorker, type SweepingWorker } from '@studio/service-kit/sweeping-worker';
import { bullPrefix } from '../jobs/bull-prefix.js';
import { reminderQueueName, type ReminderJobData } from './reminder-queue.js';
import type { ReminderScheduler } from './reminder-scheduler.js';
import type { ReminderSender } from './reminder-sender.js';

/**
 * Sends reminders as their jobs come due, sweeps every `sweepIntervalMs` so none is lost with
 * Redis, and relays recorded mail every `relayIntervalMs` so none is lost while Redis was down.
 */
export function startReminderWorker(deps: {
  connection: Redis;
  redisPrefix: string;
  sender: ReminderSender;
  scheduler: ReminderScheduler;
  relay: MailRelay;
  clock: Clock;
  logger: Logger;
  sweepIntervalMs: number;
  relayIntervalMs: number;
}): SweepingWorker {
  const worker = startSweepingWorker<ReminderJobData>({
    queueName: reminderQueueName,
    prefix: bullPrefix(deps.redisPrefix),
    connection: deps.connection,
    process: async (job, token) => {
      const outcome = await deps.sender.process(job.data);
      if (typeof outcome === 'object') {
        // Not due after all (the session or the settings changed): wait on the real clock for
        // as long as the service clock says is left.
        const waitMs = outcome.notBefore.getTime() - deps.clock.now().getTime();
        await job.moveToDelayed(Date.now() + waitMs, token);
        throw new DelayedError();
      }
      deps.logger.info({ trainingId: job.data.trainingId, outcome }, 'session reminder processed');
      return outcome;
    },
    sweep: () => deps.scheduler.sweep(),
    sweepIntervalMs: deps.sweepIntervalMs,
    logger: deps.logger,
    logFields: (data) => ({ trainingId: data.trainingId }),
    messages: {
      failed: 'session reminder failed; it is retried',
      workerError: 'reminder worker error',
      sweepFailed: 'reminder sweep failed',
    },
  });
  const stopRelay = deps.relay.start(deps.relayIntervalMs);

  return {
    sweep: worker.sweep,
    close: async () => {
      stopRelay();
      await worker.close();
    },
  };
}
