import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailJob } from '@studio/contracts/mail';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailSender {
  send(mail: EmailJob, mailId: string): Promise<void>;
  close(): void;
}

/** Sends over SMTP through a pool of kept-open connections (a new connection per mail costs ~100 ms). */
export function smtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }): MailSender {
  const transport = nodemailer.createTransport({ pool: true, url: smtpUrl, maxConnections: 3 });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}

/** For machines with no SMTP server: each mail becomes `<dir>/<id>.eml` and its link is logged to click. */
export function fileSender({
  directory,
  from,
  logger,
}: {
  directory: string;
  from: string;
  logger: Logger;
}): MailSender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail, mailId) {
      const { message } = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${mailId.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      await writeFile(file, message as Buffer);
      logger.info(
        { file, subject: mail.subject, link: mail.link },
        'mail written to file (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}
