import { EmailJob, emailQueueName } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { Value } from 'typebox/value';
import { composeMail, type ComposedMail, type MailSender } from './mail-sender.js';

/**
 * Consumes the `email` queue. A failed send throws, so BullMQ retries it with the backoff the
 * producer set; a malformed job fails for good.
 */
export function startEmailWorker({
  redisUrl,
  redisPrefix,
  sender,
  logger,
  concurrency,
}: {
  redisUrl: string;
  redisPrefix: string;
  sender: MailSender;
  logger: Logger;
  concurrency: number;
}): Worker<EmailJob> {
  const worker = new Worker<EmailJob>(
    emailQueueName,
    async (job) => {
      if (!Value.Check(EmailJob, job.data)) throw new UnrecoverableError('Malformed email job');
      let mail: ComposedMail;
      try {
        mail = composeMail(job.data);
      } catch (error) {
        throw new UnrecoverableError(
          `Mail could not be rendered: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await sender.send(mail, job.id ?? `job-${Date.now()}`);
      logger.info(
        { jobId: job.id, kind: job.data.template.kind, attempt: job.attemptsMade + 1 },
        'mail sent',
      );
    },
    { connection: createWorkerRedis(redisUrl), prefix: queuePrefix(redisPrefix), concurrency },
  );
  worker.on('failed', (job, error) => {
    logger.warn(
      { jobId: job?.id, attempt: job?.attemptsMade, err: error },
      'mail not sent; will retry if attempts remain',
    );
  });
  worker.on('error', (error) => logger.error({ err: error }, 'email worker error'));
  return worker;
}
