import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailJob } from '@studio/contracts/mail';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import { renderEmailJob } from './templates/render-template.js';

export interface MailSender {
  send(mail: EmailJob, mailId: string): Promise<void>;
  close(): void;
}

/** The rendered message: template text and HTML, the one-click unsubscribe headers, attachments. */
export function messageOf(mail: EmailJob, from: string): SendMailOptions {
  const rendered = renderEmailJob(mail);
  return {
    from,
    to: mail.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the URL without asking the reader.
    list: mail.unsubscribe ? { unsubscribe: { url: mail.unsubscribe.oneClickUrl } } : undefined,
    headers: mail.unsubscribe
      ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

/** Sends over SMTP through a pool of kept-open connections (a new connection per mail costs ~100 ms). */
export function smtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }): MailSender {
  const transport = nodemailer.createTransport({ pool: true, url: smtpUrl, maxConnections: 3 });
  return {
    async send(mail) {
      await transport.sendMail(messageOf(mail, from));
    },
    close: () => transport.close(),
  };
}

/** The link a developer without SMTP wants to click: the reset link, else the unsubscribe link. */
const linkOf = (mail: EmailJob): string | undefined =>
  mail.template.kind === 'reset-password' ? mail.template.link : mail.unsubscribe?.pageUrl;

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
      const message = messageOf(mail, from);
      const { message: raw } = await transport.sendMail(message);
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${mailId.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      await writeFile(file, raw as Buffer);
      logger.info(
        { file, subject: message.subject, link: linkOf(mail) },
        'mail written to file (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}
