import { randomUUID } from 'node:crypto';
import type { EmailJob } from '@studio/contracts/mail';
import type { Logger } from 'pino';
import { QueryTypes, type QueryInterface, type Sequelize, type Transaction } from 'sequelize';
import type { EmailQueue } from './email-queue.js';

/**
 * A service's mail outbox (table `mail_outbox` in its own schema), which is also the idempotency
 * record of its notices: one row per (kind, subject, occasion), so a job run twice, a sweep and a
 * retry all end in one mail. A mail is written in the transaction of the change it reports and
 * relayed to the `email` queue afterwards (job id = row id).
 */
export async function createMailOutboxTable(
  queryInterface: QueryInterface,
  schema: string,
): Promise<void> {
  await queryInterface.sequelize.query(`
    CREATE TABLE "${schema}".mail_outbox (
      id uuid PRIMARY KEY,
      kind text NOT NULL,
      subject_id text NOT NULL,
      occasion timestamptz NOT NULL,
      message jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      queued_at timestamptz,
      UNIQUE (kind, subject_id, occasion)
    );
    CREATE INDEX mail_outbox_unqueued ON "${schema}".mail_outbox (created_at)
      WHERE queued_at IS NULL AND message IS NOT NULL;
  `);
}

export async function dropMailOutboxTable(
  queryInterface: QueryInterface,
  schema: string,
): Promise<void> {
  await queryInterface.sequelize.query(`DROP TABLE "${schema}".mail_outbox`);
}

export interface MailOccasion {
  /** What the mail is (`session-reminder`, `low-balance-customer`, ...). */
  kind: string;
  /** What it is about (a training id, a customer id). */
  subjectId: string;
  /** When it is for (the session's start, the moment the balance crossed the threshold). */
  occasion: Date;
}

/**
 * Records the mail for this occasion unless one was recorded before. `message: null` records that
 * nothing is to be sent (no address, emails off), so nobody tries again. True when it was new.
 */
export async function recordMail(
  sequelize: Sequelize,
  occasion: MailOccasion,
  message: EmailJob | null,
  transaction: Transaction,
): Promise<boolean> {
  const inserted = await sequelize.query<{ id: string }>(
    `INSERT INTO mail_outbox (id, kind, subject_id, occasion, message, queued_at)
     VALUES ($id, $kind, $subjectId, $occasion, $message::jsonb,
             CASE WHEN $message::jsonb IS NULL THEN now() END)
     ON CONFLICT (kind, subject_id, occasion) DO NOTHING
     RETURNING id`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        id: randomUUID(),
        kind: occasion.kind,
        subjectId: occasion.subjectId,
        occasion: occasion.occasion.toISOString(),
        message: message ? JSON.stringify(message) : null,
      },
    },
  );
  return inserted.length > 0;
}

/** Whether a mail (or the decision to send none) is already recorded for this occasion. */
export async function mailRecorded(sequelize: Sequelize, occasion: MailOccasion): Promise<boolean> {
  const rows = await sequelize.query(
    'SELECT 1 FROM mail_outbox WHERE kind = $kind AND subject_id = $subjectId AND occasion = $occasion',
    {
      type: QueryTypes.SELECT,
      bind: { ...occasion, occasion: occasion.occasion.toISOString() },
    },
  );
  return rows.length > 0;
}

const enqueueTimeoutMs = 2000;
const batchSize = 50;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('email queue timed out')), ms).unref(),
    ),
  ]);
}

export interface MailRelay {
  /** Moves recorded mail onto the `email` queue; returns how many went. */
  flush(): Promise<number>;
  /** Flushes every `intervalMs` until stopped, so mail recorded while Redis was down goes out later. */
  start(intervalMs: number): () => void;
}

export function createMailRelay({
  sequelize,
  queue,
  logger,
}: {
  sequelize: Sequelize;
  queue: EmailQueue;
  logger: Pick<Logger, 'debug'>;
}): MailRelay {
  let flushing: Promise<number> | undefined;

  const flushOnce = () =>
    sequelize.transaction(async (transaction) => {
      // SKIP LOCKED lets several processes relay side by side without queueing a row twice.
      const rows = await sequelize.query<{ id: string; message: EmailJob }>(
        `SELECT id, message FROM mail_outbox
         WHERE queued_at IS NULL AND message IS NOT NULL
         ORDER BY created_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`,
        { type: QueryTypes.SELECT, transaction },
      );
      for (const row of rows) {
        await withTimeout(queue.add('send', row.message, { jobId: row.id }), enqueueTimeoutMs);
      }
      if (rows.length > 0) {
        await sequelize.query('UPDATE mail_outbox SET queued_at = now() WHERE id = ANY($ids)', {
          bind: { ids: rows.map((row) => row.id) },
          transaction,
        });
      }
      return rows.length;
    });

  const flush = () => {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  return {
    flush,
    start(intervalMs) {
      const timer = setInterval(() => {
        flush().catch((error: unknown) => logger.debug({ err: error }, 'mail relay will retry'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
