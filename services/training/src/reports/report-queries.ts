import { QueryTypes, type Sequelize } from 'sequelize';
import { rangeEndSql, monthSeriesSql, rangeStartSql } from '@studio/service-kit/report-range';

/** Bound with every report query: the range's months and the business time zone. */
export interface MonthBounds {
  from: string;
  to: string;
  tz: string;
}

export const monthBounds = (range: { from: string; to: string }, tz: string): MonthBounds => ({
  from: range.from,
  to: range.to,
  tz,
});

export interface TrainerPayCount {
  month: string;
  trainerId: string;
  ratePerSessionCents: number | null;
  completedSessions: number;
}

/**
 * Completed sessions per business month, trainer and the rate in force on each session's business
 * date (the latest rate starting on or before it; null before a trainer's first rate).
 */
export function trainerPayCounts(
  sequelize: Sequelize,
  bounds: MonthBounds,
  trainerId: string | null,
): Promise<TrainerPayCount[]> {
  // Each rate as the business days it covers, joined by range: a per-session lookup of the rate
  // in force cost ten times the whole count at chain scale.
  return sequelize.query<TrainerPayCount>(
    `WITH rate_periods AS (
       SELECT trainer_id, rate_per_session_cents, starts_on,
         lead(starts_on) OVER (PARTITION BY trainer_id ORDER BY starts_on) AS ends_on
       FROM trainer_rates
       WHERE ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
     ), completed AS (
       SELECT trainer_id, date_of_training AT TIME ZONE $tz::text AS local_time
       FROM trainings
       WHERE status = 'completed'
         AND date_of_training >= ${rangeStartSql} AND date_of_training < ${rangeEndSql}
         AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
     )
     SELECT to_char(month_start, 'YYYY-MM') AS month, "trainerId", "ratePerSessionCents",
       "completedSessions"
     FROM (
       SELECT date_trunc('month', completed.local_time) AS month_start,
         completed.trainer_id AS "trainerId", rate.rate_per_session_cents AS "ratePerSessionCents",
         count(*)::int AS "completedSessions"
       FROM completed
       LEFT JOIN rate_periods rate
         ON rate.trainer_id = completed.trainer_id
           AND rate.starts_on <= completed.local_time::date
           AND (rate.ends_on IS NULL OR completed.local_time::date < rate.ends_on)
       GROUP BY 1, 2, 3
     ) per_month
     ORDER BY month_start, "trainerId", "ratePerSessionCents"`,
    { type: QueryTypes.SELECT, bind: { ...bounds, trainerId } },
  );
}

export interface SessionCounts {
  month: string;
  completed: number;
  lateCancelled: number;
  deletedAfterScheduling: number;
}

/** Per business month of the session: completed, late-cancelled and deleted-while-scheduled. */
export function sessionCounts(sequelize: Sequelize, bounds: MonthBounds): Promise<SessionCounts[]> {
  return sequelize.query<SessionCounts>(
    `WITH kept AS (
       SELECT date_trunc('month', date_of_training AT TIME ZONE $tz::text) AS month_start,
         count(*) FILTER (WHERE status = 'completed')::int AS completed,
         count(*) FILTER (WHERE status = 'late-cancelled')::int AS late_cancelled
       FROM trainings
       WHERE status IN ('completed', 'late-cancelled')
         AND date_of_training >= ${rangeStartSql} AND date_of_training < ${rangeEndSql}
       GROUP BY 1
     ), deleted AS (
       SELECT date_trunc('month', date_of_training AT TIME ZONE $tz::text) AS month_start,
         count(*)::int AS deleted
       FROM deleted_trainings
       WHERE date_of_training >= ${rangeStartSql} AND date_of_training < ${rangeEndSql}
       GROUP BY 1
     )
     SELECT to_char(months.month_start, 'YYYY-MM') AS month,
       coalesce(kept.completed, 0) AS completed,
       coalesce(kept.late_cancelled, 0) AS "lateCancelled",
       coalesce(deleted.deleted, 0) AS "deletedAfterScheduling"
     FROM ${monthSeriesSql} AS months(month_start)
     LEFT JOIN kept USING (month_start)
     LEFT JOIN deleted USING (month_start)
     ORDER BY months.month_start`,
    { type: QueryTypes.SELECT, bind: { ...bounds } },
  );
}

export interface RetentionCounts {
  month: string;
  active30: number;
  active90: number;
  new: number;
  lapsed: number;
}

/**
 * Per business month, as of its end (or now, when that is earlier): customers with a completed
 * session in the last 30 and 90 business days, customers whose first completed session falls in
 * the month, and lapsed ones. Every customer seen by then is either active in the 90 days or
 * lapsed, so lapsed = seen − active90. First sessions come from the kept `customer_sessions`.
 */
export function retentionCounts(
  sequelize: Sequelize,
  bounds: MonthBounds,
  now: Date,
): Promise<RetentionCounts[]> {
  return sequelize.query<RetentionCounts>(
    `WITH months AS (
       SELECT month_start, as_of, month_start AT TIME ZONE $tz::text AS starts_at,
         (month_start + interval '1 month') AT TIME ZONE $tz::text AS ends_at,
         (local_as_of - interval '30 days') AT TIME ZONE $tz::text AS since30,
         (local_as_of - interval '90 days') AT TIME ZONE $tz::text AS since90
       FROM ${monthSeriesSql} AS series(month_start)
       CROSS JOIN LATERAL (
         SELECT least((month_start + interval '1 month') AT TIME ZONE $tz::text, $now::timestamptz)
           AS as_of
       ) capped
       CROSS JOIN LATERAL (SELECT as_of AT TIME ZONE $tz::text AS local_as_of) local
     ), firsts AS MATERIALIZED (
       -- One pass over the kept first sessions; a month's "seen" is the running total up to its
       -- end, or those before now for a month that has not ended.
       SELECT date_trunc('month', first_session_at AT TIME ZONE $tz::text) AS month_start,
         count(*)::int AS new,
         count(*) FILTER (WHERE first_session_at < $now::timestamptz)::int AS before_now
       FROM customer_sessions
       GROUP BY 1
     )
     SELECT to_char(month_start, 'YYYY-MM') AS month, active.active30, active.active90,
       coalesce(firsts.new, 0) AS new, customers.seen - active.active90 AS lapsed
     FROM months
     LEFT JOIN firsts USING (month_start)
     CROSS JOIN LATERAL (
       SELECT count(DISTINCT customer_id) FILTER (WHERE date_of_training >= months.since30)::int
           AS active30,
         count(DISTINCT customer_id)::int AS active90
       FROM trainings
       WHERE status = 'completed'
         AND date_of_training >= months.since90 AND date_of_training < months.as_of
     ) active
     CROSS JOIN LATERAL (
       SELECT CASE WHEN months.as_of = months.ends_at
           THEN coalesce(sum(earlier.new) FILTER (WHERE earlier.month_start <= months.month_start), 0)
           ELSE coalesce(sum(earlier.before_now), 0)
         END::int AS seen
       FROM firsts earlier
     ) customers
     ORDER BY month_start`,
    { type: QueryTypes.SELECT, bind: { ...bounds, now: now.toISOString() } },
  );
}

export interface LapsedRow {
  customerId: string;
  lastSessionAt: Date;
}

/** Shown on the screen; the counts above stay exact however many there are. */
export const lapsedListLimit = 100;

/**
 * Customers lapsed as of the end of the range (or now), most recently seen first. A customer whose
 * kept last session is before the 90 days was last seen then; one whose last session is after the
 * as-of point (a range ending in the past) is looked up in their own trainings.
 */
export function lapsedCustomers(
  sequelize: Sequelize,
  bounds: MonthBounds,
  now: Date,
): Promise<LapsedRow[]> {
  return sequelize.query<LapsedRow>(
    `WITH point AS (
       SELECT as_of, ((as_of AT TIME ZONE $tz::text) - interval '90 days') AT TIME ZONE $tz::text
         AS since90
       FROM (SELECT least(${rangeEndSql}, $now::timestamptz) AS as_of) capped
     ), lapsed AS (
       (SELECT kept.customer_id, kept.last_session_at AS last_at
        FROM customer_sessions kept, point
        WHERE kept.last_session_at < point.since90
        ORDER BY kept.last_session_at DESC, kept.customer_id
        LIMIT ${lapsedListLimit})
       UNION ALL
       SELECT kept.customer_id, before.last_at
       FROM customer_sessions kept
       CROSS JOIN point
       CROSS JOIN LATERAL (
         SELECT max(date_of_training) AS last_at
         FROM trainings
         WHERE customer_id = kept.customer_id AND status = 'completed'
           AND date_of_training < point.as_of
       ) before
       WHERE kept.last_session_at >= point.as_of AND kept.first_session_at < point.since90
         AND before.last_at < point.since90
     )
     SELECT customer_id AS "customerId", last_at AS "lastSessionAt"
     FROM lapsed
     ORDER BY last_at DESC, customer_id
     LIMIT ${lapsedListLimit}`,
    { type: QueryTypes.SELECT, bind: { ...bounds, now: now.toISOString() } },
  );
}
