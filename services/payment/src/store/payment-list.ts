import { QueryTypes, type Sequelize } from 'sequelize';
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
