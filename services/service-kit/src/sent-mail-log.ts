import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The record of mail sent to one address (PDPA, issue 28: a person's data export lists the mail
 * sent to them): kind, subject and when it left, never the body (reset links and invites carry
 * secrets). The mailer writes it after each send; the BFF's export reads it; a customer's erasure
 * deletes it. It lives in Redis beside the `email` queue, the mailer's only store.
 */
export interface SentMail {
  kind: string;
  subject: string;
  /** ISO instant the SMTP server accepted the mail. */
  sentAt: string;
}

/** The newest mails kept per address; older ones fall off. */
export const sentMailsKeptPerAddress = 200;
/** An address's record ends a year after the last mail sent to it (it has a purpose and an end). */
export const sentMailRetentionSeconds = 365 * 24 * 3600;

const normalisedAddress = (address: string) => address.trim().toLowerCase();

/** The key of one address's record: the address is hashed, so no key name holds an email. */
export function sentMailKey(redisPrefix: string, address: string): string {
  const digest = createHash('sha256').update(normalisedAddress(address)).digest('hex');
  return `${redisPrefix}sent-mail:${digest}`;
}

/** Adds one sent mail to its address's record (newest first), trimmed and given its end. */
export async function recordSentMail(
  redis: Redis,
  redisPrefix: string,
  address: string,
  mail: SentMail,
): Promise<void> {
  const key = sentMailKey(redisPrefix, address);
  const entry: SentMail = { kind: mail.kind, subject: mail.subject, sentAt: mail.sentAt };
  await redis
    .multi()
    .lpush(key, JSON.stringify(entry))
    .ltrim(key, 0, sentMailsKeptPerAddress - 1)
    .expire(key, sentMailRetentionSeconds)
    .exec();
}

const isSentMail = (value: unknown): value is SentMail => {
  const mail = value as Partial<SentMail> | null;
  return (
    typeof mail === 'object' &&
    mail !== null &&
    typeof mail.kind === 'string' &&
    typeof mail.subject === 'string' &&
    typeof mail.sentAt === 'string'
  );
};

/** The mail sent to an address, newest first (an empty address has none). */
export async function sentMailsTo(
  redis: Redis,
  redisPrefix: string,
  address: string,
): Promise<SentMail[]> {
  if (normalisedAddress(address) === '') return [];
  const entries = await redis.lrange(sentMailKey(redisPrefix, address), 0, -1);
  return entries.flatMap((entry) => {
    try {
      const mail: unknown = JSON.parse(entry);
      return isSentMail(mail)
        ? [{ kind: mail.kind, subject: mail.subject, sentAt: mail.sentAt }]
        : [];
    } catch {
      return [];
    }
  });
}

/** Deletes an address's record (an erased customer). */
export async function forgetSentMails(
  redis: Redis,
  redisPrefix: string,
  address: string,
): Promise<void> {
  if (normalisedAddress(address) === '') return;
  await redis.del(sentMailKey(redisPrefix, address));
}
