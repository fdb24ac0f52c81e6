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
    `WITH visible AS (
       SELECT p.*, to_char(p.paid_at AT TIME ZONE $2, 'YYYY-MM') AS month
         FROM payments p
        WHERE p.status <> 'rejected' AND ($1::uuid IS NULL OR p.trainer_id = $1::uuid)
     ), months AS (
       SELECT DISTINCT month FROM visible ORDER BY month DESC LIMIT 2
     )
     SELECT * FROM visible WHERE month IN (SELECT month FROM months) ORDER BY paid_at DESC, id`,
    { bind: [trainerId ?? null, timeZone], type: QueryTypes.SELECT },
  );
}
