import { QueryTypes, type Sequelize } from 'sequelize';
import type { ChunkReader } from '@studio/service-kit/streamed-list';
import type { PaymentRow } from './payment-row.js';

export type ListedPaymentRow = PaymentRow & { month: string };

/**
 * Payments of the two most recent months that have any (months counted in the business time zone),
 * newest first; rejected payments (never credited) are left out.
 */
export async function latestTwoMonthsOfPayments(
  sequelize: Sequelize,
  { trainerId, timeZone }: { trainerId?: string; timeZone: string },
): Promise<ListedPaymentRow[]> {
  return sequelize.query<ListedPaymentRow>(
    `SELECT p.*, ${monthOf('p', '$2')} AS month
       FROM payments p
      WHERE ${shownPayments('p', '$1')} AND p.paid_at >= (${windowStart('$1', '$2')})
      ORDER BY p.paid_at DESC, p.id`,
    { bind: [trainerId ?? null, timeZone], type: QueryTypes.SELECT },
  );
}

/**
 * A payment of the whole list with its place in the list's order (paid at, newest first; id) and
 * the start of the list's window.
 */
export type StreamedPaymentRow = ListedPaymentRow & { paid_at_text: string; since_text: string };

/**
 * The next chunk of the spec's whole list, as `latestTwoMonthsOfPayments` reads it, `limit` at a
 * time after `after`. The window's start is found by the first chunk's statement and handed on in
 * its rows, so a payment made meanwhile in a new month cannot move the window under a list being
 * read, and a short list is one statement.
 */
export function paymentListChunk(
  sequelize: Sequelize,
  { trainerId, timeZone }: { trainerId?: string; timeZone: string },
): ChunkReader<StreamedPaymentRow> {
  return (after, limit) =>
    sequelize.query<StreamedPaymentRow>(
      `WITH shown AS (SELECT coalesce($3::timestamptz, (${windowStart('$1', '$2')})) AS since)
       SELECT p.*, ${monthOf('p', '$2')} AS month, p.paid_at::text AS paid_at_text,
              shown.since::text AS since_text
         FROM shown
         JOIN payments p ON p.paid_at >= shown.since
        WHERE ${shownPayments('p', '$1')}
          AND ($4::timestamptz IS NULL OR p.paid_at < $4::timestamptz
               OR (p.paid_at = $4::timestamptz AND p.id > $5::uuid))
        ORDER BY p.paid_at DESC, p.id
        LIMIT $6`,
      {
        bind: [
          trainerId ?? null,
          timeZone,
          after?.since_text ?? null,
          after?.paid_at_text ?? null,
          after?.id ?? null,
          limit,
        ],
        type: QueryTypes.SELECT,
      },
    );
}

/** Payments a list shows: not rejected, and only the trainer's own when `trainerId` is bound. */
export const shownPayments = (alias: string, trainerId: string) =>
  `${alias}.status <> 'rejected' AND (${trainerId}::uuid IS NULL OR ${alias}.trainer_id = ${trainerId}::uuid)`;

/** A payment's `YYYY-MM` in the business time zone. */
export const monthOf = (alias: string, timeZone: string) =>
  `to_char(${alias}.paid_at AT TIME ZONE ${timeZone}, 'YYYY-MM')`;

/**
 * The start of the earlier of the two most recent months with payments. Both month starts are
 * found by walking the paid_at index back from the newest payment, so a list reads only the rows
 * it returns, not three years of payments.
 */
export function windowStart(trainerId: string, timeZone: string): string {
  const monthStartOf = (timestamp: string) =>
    `date_trunc('month', ${timestamp} AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}`;
  const latestMonth = `(SELECT ${monthStartOf('max(latest.paid_at)')} FROM payments latest
                         WHERE ${shownPayments('latest', trainerId)})`;
  return `SELECT coalesce(
            (SELECT ${monthStartOf('earlier.paid_at')}
               FROM payments earlier
              WHERE ${shownPayments('earlier', trainerId)} AND earlier.paid_at < ${latestMonth}
              ORDER BY earlier.paid_at DESC
              LIMIT 1),
            ${latestMonth})`;
}
