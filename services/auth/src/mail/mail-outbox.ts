import type { EmailJob } from '@studio/contracts/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import type { EmailQueue } from '@studio/service-kit/email-queue';

const enqueueTimeoutMs = 2000;
const batchSize = 50;

export interface MailOutbox {
  /** Records a mail in the caller's transaction: it goes out if and only if the change commits. */
  write(message: EmailJob, transaction: Transaction): Promise<void>;
  /** Moves waiting mails onto the queue (job id = row id, so a repeat is ignored) and deletes them. */
  flush(): Promise<number>;
  /** Flushes every `intervalMs` until stopped, so mail written while Redis was down goes out later. */
  startRelay(intervalMs: number): () => void;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('email queue timed out')), ms).unref(),
    ),
  ]);
}

export function createMailOutbox({
  models,
  queue,
  logger,
}: {
  models: AuthModels;
  queue: EmailQueue;
  logger: FastifyBaseLogger;
}): MailOutbox {
  let flushing: Promise<number> | undefined;

  const flushOnce = () =>
    models.sequelize.transaction(async (transaction) => {
      // SKIP LOCKED lets several auth replicas relay side by side without sending twice.
      const entries = await models.MailOutboxEntry.findAll({
        order: [['dateCreated', 'ASC']],
        limit: batchSize,
        lock: transaction.LOCK.UPDATE,
        skipLocked: true,
        transaction,
      });
      for (const entry of entries) {
        await withTimeout(queue.add('send', entry.message, { jobId: entry.id }), enqueueTimeoutMs);
        // The message holds a live reset link: it leaves the database as soon as it is queued.
        await entry.destroy({ transaction });
      }
      return entries.length;
    });

  const flush = () => {
    // One flush at a time per process; callers share the one in progress.
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  return {
    async write(message, transaction) {
      await models.MailOutboxEntry.create({ message }, { transaction });
    },
    flush,
    startRelay(intervalMs) {
      const timer = setInterval(() => {
        flush().catch((error: unknown) => logger.debug({ err: error }, 'mail relay will retry'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
