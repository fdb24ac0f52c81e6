import { QueryTypes, type Sequelize } from 'sequelize';
import { rangeEndSql, rangeStartSql } from '@studio/service-kit/report-range';

export interface RevenueCount {
  month: string;
  trainerId: string;
  amountCents: number;
  packages: number;
  sessionsSold: number;
}

/** Credited payments per business month (of the payment's date) and trainer. */
export function revenueCounts(
  sequelize: Sequelize,
  bounds: { from: string; to: string; tz: string },
): Promise<RevenueCount[]> {
  return sequelize.query<RevenueCount>(
    `SELECT to_char(month_start, 'YYYY-MM') AS month, "trainerId", "amountCents", packages,
       "sessionsSold"
     FROM (
       SELECT date_trunc('month', paid_at AT TIME ZONE $tz::text) AS month_start,
         trainer_id AS "trainerId", (sum(amount_paid) * 100)::int AS "amountCents",
         count(*)::int AS packages, sum(num_of_trainings_paid_for)::int AS "sessionsSold"
       FROM payments
       WHERE status = 'credited' AND paid_at >= ${rangeStartSql} AND paid_at < ${rangeEndSql}
       GROUP BY 1, 2
     ) per_month
     ORDER BY month_start, "trainerId"`,
    { type: QueryTypes.SELECT, bind: { ...bounds } },
  );
}
