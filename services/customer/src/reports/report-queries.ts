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
 * Prepaid sessions still owed at the end of each month of the range that has ended, and now. A
 * package's sessions left at T are the sum of the ledger entries drawn against it up to T (payment
 * in, claims and expiry out, unclaims back), each worth what the customer paid per session of that
 * package; value being linear, the entries are summed once per business month and carried forward
 * (one pass over the ledger, however many points).
 */
export function liabilityPoints(
  sequelize: Sequelize,
  bounds: MonthBounds,
  now: Date,
): Promise<LiabilityRow[]> {
  return sequelize.query<LiabilityRow>(
    `WITH per_month AS (
       SELECT greatest(
           date_trunc('month', e.created_at AT TIME ZONE $tz::text),
           ($from::text || '-01')::timestamp - interval '1 month'
         ) AS month_start,
         sum(e.delta) AS sessions,
         sum(e.delta * p.amount_paid * 100.0 / p.sessions) AS value_cents
       FROM ledger_entries e
       JOIN packages p ON p.id = e.package_id
       WHERE e.created_at <= $now::timestamptz
       GROUP BY 1
     ), running AS (
       SELECT month_start, sum(sessions) OVER upto AS sessions, sum(value_cents) OVER upto AS value_cents
       FROM per_month
       WINDOW upto AS (ORDER BY month_start)
     ), points AS (
       SELECT month_start, to_char(month_start, 'YYYY-MM') AS label,
         ((month_start + interval '1 month') AT TIME ZONE $tz::text) - interval '1 microsecond' AS as_of
       FROM ${monthSeriesSql} AS months(month_start)
       WHERE (month_start + interval '1 month') AT TIME ZONE $tz::text <= $now::timestamptz
       UNION ALL
       SELECT 'infinity'::timestamp, 'today', $now::timestamptz
     )
     SELECT points.label, points.as_of AS "asOf",
       coalesce(owed.sessions, 0)::int AS sessions,
       coalesce(round(owed.value_cents), 0)::bigint AS "valueCents"
     FROM points
     LEFT JOIN LATERAL (
       SELECT sessions, value_cents FROM running
       WHERE running.month_start <= points.month_start
       ORDER BY running.month_start DESC LIMIT 1
     ) owed ON true
     ORDER BY points.as_of`,
    { type: QueryTypes.SELECT, bind: { ...bounds, now: now.toISOString() } },
  );
}
