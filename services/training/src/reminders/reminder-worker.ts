import type { Clock } from '@studio/service-kit/clock';
import type { MailRelay } from '@studio/service-kit/mail-outbox';
import { DelayedError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { bullPrefix } from '../ledger/queue.js';
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
}): { close: () => Promise<void>; sweep: () => Promise<number> } {
  const worker = new Worker<ReminderJobData>(
    reminderQueueName,
    async (job, token) => {
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
    { connection: deps.connection, prefix: bullPrefix(deps.redisPrefix), concurrency: 4 },
  );
  worker.on('failed', (job, error) => {
    deps.logger.warn(
      { trainingId: job?.data.trainingId, attempt: job?.attemptsMade, err: error },
      'session reminder failed; it is retried',
    );
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'reminder worker error'));

  const sweep = () => deps.scheduler.sweep();
  const sweepAndLog = () =>
    void sweep().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'reminder sweep failed'),
    );
  const timer = setInterval(sweepAndLog, deps.sweepIntervalMs);
  timer.unref();
  sweepAndLog();
  const stopRelay = deps.relay.start(deps.relayIntervalMs);

  return {
    sweep,
    close: async () => {
      clearInterval(timer);
      stopRelay();
      await worker.close();
    },
  };
}
