import type { EmailJob } from '@studio/contracts/mail';
import type { EmailQueue } from '@studio/service-kit/email-queue';
import { createOutboxRelay, flushEvery } from '@studio/service-kit/outbox-relay';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';

export interface MailOutbox {
  /** Records a mail in the caller's transaction: it goes out if and only if the change commits. */
  write(message: EmailJob, transaction: Transaction): Promise<void>;
  /**
   * Writes the mail of waiting requests, then moves waiting mails onto the queue (job id = row id,
   * so a repeat is ignored) and deletes them.
   */
  flush(): Promise<number>;
  /** Flushes every `intervalMs` until stopped, so mail written while Redis was down goes out later. */
  startRelay(intervalMs: number): () => void;
}

export function createMailOutbox({
  models,
  queue,
  logger,
  writeWaitingMail = async () => {},
}: {
  models: AuthModels;
  queue: EmailQueue;
  logger: FastifyBaseLogger;
  /** Work answered before its mail was written (forgot-password requests): done first at each flush. */
  writeWaitingMail?: () => Promise<unknown>;
}): MailOutbox {
  const relay = createOutboxRelay({
    sequelize: models.sequelize,
    queue,
    logger,
    lockWaiting: (limit, transaction) =>
      models.MailOutboxEntry.findAll({
        order: [['dateCreated', 'ASC']],
        limit,
        lock: transaction.LOCK.UPDATE,
        skipLocked: true,
        transaction,
      }),
    // The messages hold live reset links: they leave the database as soon as they are queued.
    markQueued: async (entries, transaction) => {
      await models.MailOutboxEntry.destroy({
        where: { id: entries.map((entry) => entry.id) },
        transaction,
      });
    },
  });

  // Flushes run one after another: a caller whose request was answered before its mail was
  // written waits for any flush under way, then its own one writes and relays that mail.
  let lastFlush: Promise<unknown> = Promise.resolve();
  const flush = () => {
    const next = lastFlush
      .catch(() => {})
      .then(async () => {
        await writeWaitingMail();
        return relay.flush();
      });
    lastFlush = next;
    return next;
  };

  return {
    async write(message, transaction) {
      await models.MailOutboxEntry.create({ message }, { transaction });
    },
    flush,
    startRelay: (intervalMs) => flushEvery(flush, intervalMs, logger),
  };
}
