import { parseMail } from '@studio/service-kit/testing/parse-mail';
import { startSmtpInbox } from '@studio/service-kit/testing/smtp-inbox';
import type { ParsedMail } from 'mailparser';
import pino from 'pino';
import { startEmailWorker } from '../email-worker.js';
import { smtpSender } from '../mail-sender.js';

export interface DeliveredMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * For other packages' tests: the real mail worker on a Redis prefix, delivering to a real SMTP
 * inbox, so a test sees what a customer's mail client would.
 */
export async function startMailDelivery({
  redisUrl,
  redisPrefix,
  onRcptTo,
}: {
  redisUrl: string;
  redisPrefix: string;
  /** The SMTP server's answer to each recipient (to refuse mail for a while). */
  onRcptTo?: NonNullable<Parameters<typeof startSmtpInbox>[0]>['onRcptTo'];
}) {
  const inbox = await startSmtpInbox({ onRcptTo });
  const sender = smtpSender({ smtpUrl: inbox.url, from: 'Studio <no-reply@studio.example>' });
  const worker = startEmailWorker({
    redisUrl,
    redisPrefix,
    sender,
    logger: pino({ level: 'silent' }),
    concurrency: 2,
  });
  return {
    inbox,
    /** Every mail received so far, parsed, oldest first. */
    async mails(): Promise<DeliveredMail[]> {
      return Promise.all(
        inbox.received.map(async (mail) => ({ ...mail, parsed: await parseMail(mail.raw) })),
      );
    },
    async close() {
      await worker.close();
      sender.close();
      await inbox.close();
    },
  };
}
