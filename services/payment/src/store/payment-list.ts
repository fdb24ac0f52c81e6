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
  // Both month starts are found by walking the paid_at index back from the newest payment, so
  // the query reads only the rows it returns, not three years of payments.
  const shown = (alias: string) =>
    `${alias}.status <> 'rejected' AND ($1::uuid IS NULL OR ${alias}.trainer_id = $1::uuid)`;
  const monthStartOf = (timestamp: string) =>
    `date_trunc('month', ${timestamp} AT TIME ZONE $2) AT TIME ZONE $2`;
  return sequelize.query<ListedPaymentRow>(
    `WITH latest_month AS (
       SELECT ${monthStartOf('max(p.paid_at)')} AS start FROM payments p WHERE ${shown('p')}
     )
     SELECT p.*, to_char(p.paid_at AT TIME ZONE $2, 'YYYY-MM') AS month
       FROM payments p
      WHERE ${shown('p')}
        AND p.paid_at >= coalesce(
          (SELECT ${monthStartOf('earlier.paid_at')}
             FROM payments earlier
            WHERE ${shown('earlier')} AND earlier.paid_at < (SELECT start FROM latest_month)
            ORDER BY earlier.paid_at DESC
            LIMIT 1),
          (SELECT start FROM latest_month))
      ORDER BY p.paid_at DESC, p.id`,
    { bind: [trainerId ?? null, timeZone], type: QueryTypes.SELECT },
  );
}
