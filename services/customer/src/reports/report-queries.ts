import { QueryTypes, type Sequelize } from 'sequelize';
import { monthSeriesSql, rangeEndSql, rangeStartSql } from '@studio/service-kit/report-range';

interface MonthBounds {
  from: string;
  to: string;
  tz: string;
}

export interface ExpiredMonth {
  month: string;
  sessions: number;
}

/** Sessions that left balances through package expiry (`expiry` ledger entries), per business month. */
export function expiredSessionsByMonth(
  sequelize: Sequelize,
  bounds: MonthBounds,
): Promise<ExpiredMonth[]> {
  return sequelize.query<ExpiredMonth>(
    `SELECT to_char(month_start, 'YYYY-MM') AS month, sessions
     FROM (
       SELECT date_trunc('month', created_at AT TIME ZONE $tz::text) AS month_start,
         (-sum(delta))::int AS sessions
       FROM ledger_entries
       WHERE source_type = 'expiry'
         AND created_at >= ${rangeStartSql} AND created_at < ${rangeEndSql}
       GROUP BY 1
     ) per_month
     ORDER BY month_start`,
    { type: QueryTypes.SELECT, bind: { ...bounds } },
  );
}

export interface LiabilityRow {
  label: string;
  asOf: Date;
  sessions: number;
  valueCents: number;
}

/**
 * Prepaid sessions still owed at the end of each month of the range that has ended, and now: per
 * package, the sum of the ledger entries drawn against it up to that instant (payment in, claims
 * and expiry out, unclaims back), valued at what the customer paid per session of that package.
 */
export function liabilityPoints(
  sequelize: Sequelize,
  bounds: MonthBounds,
  now: Date,
): Promise<LiabilityRow[]> {
  return sequelize.query<LiabilityRow>(
    `WITH points AS (
       SELECT to_char(month_start, 'YYYY-MM') AS label,
         ((month_start + interval '1 month') AT TIME ZONE $tz::text) - interval '1 microsecond' AS as_of
       FROM ${monthSeriesSql} AS months(month_start)
       WHERE (month_start + interval '1 month') AT TIME ZONE $tz::text <= $now::timestamptz
       UNION ALL
       SELECT 'today', $now::timestamptz
     )
     SELECT points.label, points.as_of AS "asOf",
       coalesce(sum(owed.sessions), 0)::int AS sessions,
       coalesce(round(sum(owed.sessions * packages.amount_paid * 100.0 / packages.sessions)), 0)::bigint
         AS "valueCents"
     FROM points
     LEFT JOIN LATERAL (
       SELECT package_id, sum(delta) AS sessions
       FROM ledger_entries
       WHERE package_id IS NOT NULL AND created_at <= points.as_of
       GROUP BY package_id
     ) owed ON true
     LEFT JOIN packages ON packages.id = owed.package_id
     GROUP BY points.label, points.as_of
     ORDER BY points.as_of`,
    { type: QueryTypes.SELECT, bind: { ...bounds, now: now.toISOString() } },
  );
}
