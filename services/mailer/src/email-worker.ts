import { EmailJob, emailQueueName } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { createRedis, createWorkerRedis } from '@studio/service-kit/redis';
import { recordSentMail } from '@studio/service-kit/sent-mail-log';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { Value } from 'typebox/value';
import { composeMail, type ComposedMail, type MailSender } from './mail-sender.js';

/**
 * Mail to staff about a customer names that customer in its subject: it stays out of the record of
 * sent mail, which a customer's erasure (keyed by the customer's own address) could not reach.
 */
const kindsNamingSomeoneElse: ReadonlySet<EmailJob['template']['kind']> = new Set([
  'low-balance-trainer',
  'late-cancel-trainer',
  'self-booking-trainer',
  'staff-approval-request',
]);

/** An SMTP refusal may quote the recipient: the log keeps the reason without any address. */
export const withoutAddresses = (text: string): string =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');

const errorText = (error: unknown) =>
  withoutAddresses(error instanceof Error ? error.message : String(error));

/**
 * Consumes the `email` queue. A failed send throws, so BullMQ retries it with the backoff the
 * producer set; a malformed job fails for good. Each mail sent is added to its recipient's record
 * of sent mail (kind, subject, time; `@studio/service-kit/sent-mail-log`), the PDPA export's
 * "mails sent"; a failure to record is logged and never sends the mail again.
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
  // Its own fail-fast connection: a record that cannot be written is logged, the mail still counts as sent.
  const records = createRedis(redisUrl);
  records.on('error', () => undefined);
  // BullMQ does not close a connection it is handed (only the copies it makes): closed below.
  const connection = createWorkerRedis(redisUrl);
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
      if (!kindsNamingSomeoneElse.has(job.data.template.kind)) {
        try {
          await recordSentMail(records, redisPrefix, job.data.to, {
            kind: job.data.template.kind,
            subject: mail.subject ?? '',
            sentAt: new Date().toISOString(),
          });
        } catch (error) {
          logger.warn(
            { jobId: job.id, kind: job.data.template.kind, reason: errorText(error) },
            'mail sent but not added to the record of sent mail',
          );
        }
      }
      logger.info(
        { jobId: job.id, kind: job.data.template.kind, attempt: job.attemptsMade + 1 },
        'mail sent',
      );
    },
    { connection, prefix: queuePrefix(redisPrefix), concurrency },
  );
  worker.on('failed', (job, error) => {
    logger.warn(
      { jobId: job?.id, attempt: job?.attemptsMade, reason: errorText(error) },
      'mail not sent; will retry if attempts remain',
    );
  });
  worker.on('error', (error) => logger.error({ err: error }, 'email worker error'));
  const close = worker.close.bind(worker);
  worker.close = async (force?: boolean) => {
    await close(force);
    records.disconnect();
    connection.disconnect();
  };
  return worker;
}
