import { randomUUID } from 'node:crypto';
import type { EmailJob } from '@studio/contracts/mail';
import type { Logger } from 'pino';
import { QueryTypes, type QueryInterface, type Sequelize, type Transaction } from 'sequelize';
import type { EmailQueue } from './email-queue.js';
import { createOutboxRelay, type MailRelay, type OutboxRow } from './outbox-relay.js';

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

/** The relay of this outbox: a queued row stays, with `queued_at` set, as the idempotency record. */
export function createMailRelay({
  sequelize,
  queue,
  logger,
}: {
  sequelize: Sequelize;
  queue: EmailQueue;
  logger: Pick<Logger, 'debug'>;
}): MailRelay {
  return createOutboxRelay<OutboxRow>({
    sequelize,
    queue,
    logger,
    lockWaiting: (limit, transaction) =>
      sequelize.query<OutboxRow>(
        `SELECT id, message FROM mail_outbox
         WHERE queued_at IS NULL AND message IS NOT NULL
         ORDER BY created_at LIMIT $limit FOR UPDATE SKIP LOCKED`,
        { type: QueryTypes.SELECT, transaction, bind: { limit } },
      ),
    markQueued: async (rows, transaction) => {
      await sequelize.query('UPDATE mail_outbox SET queued_at = now() WHERE id = ANY($ids)', {
        bind: { ids: rows.map((row) => row.id) },
        transaction,
      });
    },
  });
}

/** Whose mail to forget: a customer erased under the PDPA. */
export interface ForgottenPerson {
  /** Mail rows about them (`subject_id`), e.g. their customer id. */
  subjectIds: string[];
  email: string;
  name: string;
}

/**
 * Empties the outbox rows to or about an erased person in `${schema}.mail_outbox`: rows to their
 * address or about them, and sent rows whose text names them. The row stays (it is the
 * idempotency record) with no message, marked queued so it is never sent.
 */
export async function forgetMail(
  sequelize: Sequelize,
  schema: string,
  person: ForgottenPerson,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `UPDATE "${schema}".mail_outbox
        SET message = NULL, queued_at = COALESCE(queued_at, now())
      WHERE message IS NOT NULL
        AND (subject_id = ANY($subjectIds::text[])
             OR ($email <> '' AND lower(message ->> 'to') = lower($email))
             OR (queued_at IS NOT NULL AND $name <> '' AND strpos(message::text, $name) > 0))`,
    { bind: { ...person }, transaction, type: QueryTypes.UPDATE },
  );
}
