import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailJob } from '@studio/contracts/mail';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import { renderEmailJob } from './templates/render-template.js';

/** A message ready for nodemailer (all but `from`), and the link a developer may want to click. */
export type ComposedMail = Omit<SendMailOptions, 'from'> & { link?: string };

export interface MailSender {
  send(mail: ComposedMail, mailId: string): Promise<void>;
  close(): void;
}

/** The link a developer without SMTP wants to click: the reset link, else the unsubscribe link. */
const linkOf = (mail: EmailJob): string | undefined =>
  mail.template.kind === 'reset-password' || mail.template.kind === 'sign-in-throttled'
    ? mail.template.link
    : mail.unsubscribe?.pageUrl;

/**
 * The message of a job: template text and HTML, the one-click unsubscribe headers, attachments.
 * Throws when the template cannot be rendered (a job no retry will fix).
 */
export function composeMail(mail: EmailJob): ComposedMail {
  const rendered = renderEmailJob(mail);
  return {
    link: linkOf(mail),
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
    async send({ link: _link, ...mail }) {
      await transport.sendMail({ ...mail, from });
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
    async send({ link, ...mail }, mailId) {
      const { message: raw } = await transport.sendMail({ ...mail, from });
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${mailId.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      await writeFile(file, raw as Buffer);
      logger.info({ file, subject: mail.subject, link }, 'mail written to file (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
