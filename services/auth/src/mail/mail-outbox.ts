import type { EmailJob } from '@studio/contracts/mail';
import type { EmailQueue } from '@studio/service-kit/email-queue';
import { createOutboxRelay } from '@studio/service-kit/outbox-relay';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';

export interface MailOutbox {
  /** Records a mail in the caller's transaction: it goes out if and only if the change commits. */
  write(message: EmailJob, transaction: Transaction): Promise<void>;
  /** Moves waiting mails onto the queue (job id = row id, so a repeat is ignored) and deletes them. */
  flush(): Promise<number>;
  /** Flushes every `intervalMs` until stopped, so mail written while Redis was down goes out later. */
  startRelay(intervalMs: number): () => void;
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

  return {
    async write(message, transaction) {
      await models.MailOutboxEntry.create({ message }, { transaction });
    },
    flush: relay.flush,
    startRelay: relay.start,
  };
}
