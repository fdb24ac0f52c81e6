import type { Logger } from 'pino';
import { forgetQueuedMail, type EmailQueue } from '@studio/service-kit/email-queue';
import { HttpError } from '@studio/service-kit/errors';
import { forgetSentMails } from '@studio/service-kit/sent-mail-log';
import type { ErasedIdentity } from './store/erase-customer.js';

/**
 * What Redis holds about an erased customer's mail: jobs of the `email` queue to or about them
 * (waiting, delayed, failed, kept after sending) and the mailer's record of mail sent to their
 * address. `beforeErasure` must succeed (a 503 otherwise: nothing erased yet, ask again);
 * `afterErasure` catches a mail relayed between the two and only logs when it cannot.
 */
export interface ForgetInRedis {
  beforeErasure(customerId: string, person: ErasedIdentity): Promise<void>;
  afterErasure(customerId: string, person: ErasedIdentity): Promise<void>;
}

const notErasedYet =
  'The customer’s mail could not be forgotten just now; nothing was erased here. Please try again shortly.';

export function forgetMailInRedis({
  queue,
  redis,
  redisPrefix,
  logger,
}: {
  queue: EmailQueue;
  redis: Parameters<typeof forgetSentMails>[0];
  redisPrefix: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}): ForgetInRedis {
  const forget = async (customerId: string, person: ErasedIdentity) => {
    const jobs = await forgetQueuedMail(queue, person);
    await forgetSentMails(redis, redisPrefix, person.email);
    // Counts and the id only: nothing personal in the log.
    logger.info({ customerId, ...jobs }, 'erased customer’s queued mail forgotten');
  };
  return {
    async beforeErasure(customerId, person) {
      try {
        await forget(customerId, person);
      } catch {
        throw new HttpError(503, notErasedYet);
      }
    },
    async afterErasure(customerId, person) {
      try {
        await forget(customerId, person);
      } catch (error) {
        logger.warn(
          { customerId, reason: error instanceof Error ? error.message : String(error) },
          'mail relayed during an erasure could not be checked',
        );
      }
    },
  };
}
