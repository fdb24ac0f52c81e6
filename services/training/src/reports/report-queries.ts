import { QueryTypes, type Sequelize } from 'sequelize';
import { rangeEndSql, monthSeriesSql } from '@studio/service-kit/report-range';
import { monthlyPageCandidatesSql, type SortValue } from '@studio/service-kit/rows-page';
import { keptCountsZone } from '../stats/kept-counts-zone.js';

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

/**
 * The instants the range's business months start at, then the one after its last month ends, in
 * order: `width_bucket(at, lows)` is then the 1-based month of `at`. Converting the few boundaries
 * instead of every row (`date_trunc('month', at AT TIME ZONE tz)`) halved the reports' scans.
 */
const monthStartsSql = `(SELECT array_agg(month_start AT TIME ZONE $tz::text ORDER BY month_start)
    || ${rangeEndSql}
  FROM ${monthSeriesSql} AS months(month_start))`;

export interface TrainerPayCount {
  month: string;
  trainerId: string;
  ratePerSessionCents: number | null;
  completedSessions: number;
}

/**
 * Completed sessions per business month, trainer and the rate in force on each session's business
 * date (the latest rate starting on or before it; null before a trainer's first rate). Read from
 * the kept monthly counts when they are kept in the business time zone; otherwise (or asked to)
 * recounted from the sessions.
 */
export async function trainerPayCounts(
  sequelize: Sequelize,
  bounds: MonthBounds,
  trainerId: string | null,
  { recount = false }: { recount?: boolean } = {},
): Promise<TrainerPayCount[]> {
  return sequelize.query<TrainerPayCount>(
    `SELECT month, "trainerId", "ratePerSessionCents", "completedSessions"
     FROM (${await trainerPaySql(sequelize, bounds, recount)}) pay
     ORDER BY month, "trainerId", "ratePerSessionCents"`,
    { type: QueryTypes.SELECT, bind: { ...bounds, trainerId } },
  );
}

async function trainerPaySql(
  sequelize: Sequelize,
  bounds: MonthBounds,
  recount = false,
): Promise<string> {
  const readKept = !recount && (await keptCountsZone(sequelize)) === bounds.tz;
  return readKept ? keptTrainerPaySql : recountedTrainerPaySql;
}

/** Trainer pay's rows as columns SQL sorts by: a rate-less month sorts (and pays) as rate −1 (0). */
const payRowsSql = (paySql: string) => `SELECT month_start,
    "trainerId" AS trainer_id, "ratePerSessionCents" AS rate, "completedSessions" AS completed,
    "completedSessions"::bigint * coalesce("ratePerSessionCents", 0) AS amount
  FROM (${paySql}) pay`;

const selectedPayCounts = `to_char(month_start, 'YYYY-MM') AS month, trainer_id AS "trainerId",
  rate AS "ratePerSessionCents", completed AS "completedSessions", amount AS "amountCents"`;

/** Each month's totals in the page's columns, told apart by having no trainer. */
const payTotalsSql = `SELECT to_char(month_start, 'YYYY-MM'), NULL, NULL, sum(completed)::int, sum(amount)
  FROM page_rows GROUP BY month_start`;

/** The detail's columns the database orders by; the trainer's name lives in the auth service. */
export type TrainerPaySqlSortKey =
  'month' | 'completedSessions' | 'ratePerSessionCents' | 'amountCents';

const paySortColumn: Record<TrainerPaySqlSortKey, string> = {
  month: 'month_start',
  completedSessions: 'completed',
  ratePerSessionCents: 'coalesce(rate, -1)',
  amountCents: 'amount',
};

export interface MonthPayTotals {
  month: string;
  completedSessions: number;
  amountCents: number;
}

/**
 * The rows that can be on trainer pay's detail page after the cursor's key
 * (`monthlyPageCandidatesSql`): paged with `pageOfRows`, they give the page that paging every row
 * would. The month totals over every row come from the same statement (the rows are read once).
 */
export async function trainerPayPage(
  sequelize: Sequelize,
  bounds: MonthBounds,
  trainerId: string | null,
  page: {
    sort: TrainerPaySqlSortKey;
    descending: boolean;
    limit: number;
    after: SortValue[] | null;
  },
): Promise<{ candidates: TrainerPayCount[]; totals: MonthPayTotals[] }> {
  const { sql, bind } = monthlyPageCandidatesSql(
    payRowsSql(await trainerPaySql(sequelize, bounds)),
    selectedPayCounts,
    {
      sortSql: paySortColumn[page.sort],
      sortType: page.sort === 'month' ? 'month' : 'integer',
      descending: page.descending,
      limit: page.limit,
      after: page.after,
    },
    payTotalsSql,
  );
  const rows = await sequelize.query<TrainerPayCount & { amountCents: string }>(sql, {
    type: QueryTypes.SELECT,
    bind: { ...bounds, trainerId, ...bind },
  });
  const candidates: TrainerPayCount[] = [];
  const totals: MonthPayTotals[] = [];
  for (const { amountCents, ...row } of rows)
    if (row.trainerId === null)
      totals.push({
        month: row.month,
        completedSessions: row.completedSessions,
        amountCents: Number(amountCents),
      });
    else candidates.push(row);
  return { candidates, totals };
}

/** Each rate's business dates (to the next one's start) and the instants they start and end at. */
const ratePeriodsSql = `SELECT trainer_id, rate_per_session_cents, starts_on, ends_on,
    starts_on::timestamp AT TIME ZONE $tz::text AS starts_at,
    ends_on::timestamp AT TIME ZONE $tz::text AS ends_at
  FROM (
    SELECT trainer_id, rate_per_session_cents, starts_on,
      lead(starts_on) OVER (PARTITION BY trainer_id ORDER BY starts_on) AS ends_on
    FROM trainer_rates
    WHERE ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
  ) periods`;

// A trainer's month is paid at one rate unless one of their rates starts after its first day: only
// those months are recounted from the sessions (index `trainings_completed_by_trainer`), the others
// are read from the kept counts.
const keptTrainerPaySql = `WITH rates AS (
    ${ratePeriodsSql}
  ), split_months AS (
    SELECT DISTINCT trainer_id, date_trunc('month', starts_on)::timestamp AS month_start
    FROM rates
    WHERE extract(day FROM starts_on) <> 1
      AND starts_on >= ($from::text || '-01')::date
      AND starts_on < ($to::text || '-01')::date + interval '1 month'
  ), whole_months AS (
    SELECT kept.month_start, kept.trainer_id, rate.rate_per_session_cents, kept.completed
    FROM completed_by_trainer_month kept
    LEFT JOIN rates rate
      ON rate.trainer_id = kept.trainer_id AND rate.starts_on <= kept.month_start::date
        AND (rate.ends_on IS NULL OR kept.month_start::date < rate.ends_on)
    WHERE kept.month_start >= ($from::text || '-01')::timestamp
      AND kept.month_start <= ($to::text || '-01')::timestamp
      AND kept.completed > 0
      AND ($trainerId::uuid IS NULL OR kept.trainer_id = $trainerId::uuid)
      AND NOT EXISTS (
        SELECT 1 FROM split_months split
        WHERE split.trainer_id = kept.trainer_id AND split.month_start = kept.month_start
      )
  ), split_sessions AS (
    SELECT split.month_start, split.trainer_id, rate.rate_per_session_cents,
      count(*)::int AS completed
    FROM split_months split
    JOIN trainings
      ON trainings.trainer_id = split.trainer_id AND trainings.status = 'completed'
        AND trainings.date_of_training >= split.month_start AT TIME ZONE $tz::text
        AND trainings.date_of_training
          < (split.month_start + interval '1 month') AT TIME ZONE $tz::text
    LEFT JOIN rates rate
      ON rate.trainer_id = split.trainer_id AND rate.starts_at <= trainings.date_of_training
        AND (rate.ends_at IS NULL OR trainings.date_of_training < rate.ends_at)
    GROUP BY 1, 2, 3
  )
  SELECT month_start, to_char(month_start, 'YYYY-MM') AS month, trainer_id AS "trainerId",
    rate_per_session_cents AS "ratePerSessionCents", completed AS "completedSessions"
  FROM (SELECT * FROM whole_months UNION ALL SELECT * FROM split_sessions) pay`;

// The range is cut at every month start and every rate start inside it; within one piece every
// session of a trainer has the same month and rate, so sessions are only counted per trainer and
// piece, and the month and rate are looked up once per count.
const recountedTrainerPaySql = `WITH rates AS (
    ${ratePeriodsSql}
  ), month_starts AS MATERIALIZED (
    SELECT ${monthStartsSql} AS lows
  ), pieces AS MATERIALIZED (
    SELECT lows AS month_lows, array(
        SELECT unnest(lows)
        UNION
        SELECT starts_at FROM rates
        WHERE starts_at > lows[1] AND starts_at < lows[cardinality(lows)]
        ORDER BY 1
      ) AS lows
    FROM month_starts
  ), counted AS (
    SELECT trainer_id, width_bucket(date_of_training, lows) AS piece, count(*)::int AS completed
    FROM pieces, trainings
    WHERE status = 'completed'
      AND date_of_training >= lows[1] AND date_of_training < lows[cardinality(lows)]
      AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
    GROUP BY 1, 2
  )
  SELECT month_start, to_char(month_start, 'YYYY-MM') AS month,
    "trainerId", "ratePerSessionCents", "completedSessions"
  FROM (SELECT ($from::text || '-01')::timestamp + (month_number - 1) * interval '1 month'
      AS month_start, *
    FROM (
    SELECT width_bucket(lows[piece], month_lows) AS month_number,
      counted.trainer_id AS "trainerId", rate.rate_per_session_cents AS "ratePerSessionCents",
      sum(counted.completed)::int AS "completedSessions"
    FROM counted
    CROSS JOIN pieces
    LEFT JOIN rates rate
      ON rate.trainer_id = counted.trainer_id AND rate.starts_at <= lows[piece]
        AND (rate.ends_at IS NULL OR lows[piece] < rate.ends_at)
    GROUP BY 1, 2, 3
  ) per_month
  ) numbered`;

export interface SessionCounts {
  month: string;
  completed: number;
  lateCancelled: number;
  deletedAfterScheduling: number;
}

/** Completed sessions per month number of the range, read from the kept monthly counts. */
const keptCompletedSql = `SELECT month_number, kept.completed
  FROM ${monthSeriesSql} WITH ORDINALITY AS months(month_start, month_number)
  JOIN (
    SELECT month_start, sum(completed)::int AS completed
    FROM completed_by_trainer_month
    WHERE month_start >= ($from::text || '-01')::timestamp
      AND month_start <= ($to::text || '-01')::timestamp
    GROUP BY 1
  ) kept USING (month_start)`;

/** The same counted from the sessions (index `trainings_status_date`). */
const recountedCompletedSql = `SELECT width_bucket(date_of_training, lows) AS month_number,
    count(*)::int AS completed
  FROM month_starts, trainings
  WHERE status = 'completed'
    AND date_of_training >= lows[1] AND date_of_training < lows[cardinality(lows)]
  GROUP BY 1`;

/**
 * Per business month of the session: completed, late-cancelled and deleted-while-scheduled.
 * Completed sessions are read from the kept monthly counts when they are kept in the business time
 * zone (a row per trainer and month instead of every session); otherwise (or asked to) counted
 * from the sessions. Late cancellations and deletions are few and counted from their index.
 */
export async function sessionCounts(
  sequelize: Sequelize,
  bounds: MonthBounds,
  { recount = false }: { recount?: boolean } = {},
): Promise<SessionCounts[]> {
  const readKept = !recount && (await keptCountsZone(sequelize)) === bounds.tz;
  return sequelize.query<SessionCounts>(
    `WITH month_starts AS MATERIALIZED (
       SELECT ${monthStartsSql} AS lows
     ), completed AS (
       ${readKept ? keptCompletedSql : recountedCompletedSql}
     ), late AS (
       SELECT width_bucket(date_of_training, lows) AS month_number,
         count(*)::int AS late_cancelled
       FROM month_starts, trainings
       WHERE status = 'late-cancelled'
         AND date_of_training >= lows[1] AND date_of_training < lows[cardinality(lows)]
       GROUP BY 1
     ), deleted AS (
       SELECT width_bucket(date_of_training, lows) AS month_number, count(*)::int AS deleted
       FROM month_starts, deleted_trainings
       WHERE date_of_training >= lows[1] AND date_of_training < lows[cardinality(lows)]
       GROUP BY 1
     )
     SELECT to_char(month_start, 'YYYY-MM') AS month,
       coalesce(completed.completed, 0) AS completed,
       coalesce(late.late_cancelled, 0) AS "lateCancelled",
       coalesce(deleted.deleted, 0) AS "deletedAfterScheduling"
     FROM ${monthSeriesSql} WITH ORDINALITY AS months(month_start, month_number)
     LEFT JOIN completed USING (month_number)
     LEFT JOIN late USING (month_number)
     LEFT JOIN deleted USING (month_number)
     ORDER BY month_start`,
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
 *
 * Active counts of months that ended are read from the kept `retention_active_months` (migration
 * 2026-12-06-01) when the business zone is the kept one. The months still running (as of now) are
 * counted from each customer's kept last session (`running`), an index range over the customers
 * whatever the number of sessions. Only ended months not kept yet or whose sessions changed are
 * counted from the sessions, and stored for the next report in the same statement — unless a
 * write of their sessions came in between (`version`).
 *
 * Counting those reads the completed sessions of the months and the 90 days before them once (a
 * distinct count per month read each session up to four times, and sorted). The months' as-of
 * points and 30/90-day starts cut time into pieces; a session in a piece is within the 30 (90)
 * days of the same set of months, kept as a bit mask per piece (bit i for the i-th month counted;
 * at most 36 months, so a bigint holds it). A customer's masks are or-ed together, and customers
 * are counted per bit.
 */
export function retentionCounts(
  sequelize: Sequelize,
  bounds: MonthBounds,
  now: Date,
): Promise<RetentionCounts[]> {
  return sequelize.query<RetentionCounts>(
    `WITH all_months AS (
       SELECT month_start, as_of,
         month_start AT TIME ZONE $tz::text AS starts_at,
         (month_start + interval '1 month') AT TIME ZONE $tz::text AS ends_at,
         (local_as_of - interval '30 days') AT TIME ZONE $tz::text AS since30,
         (local_as_of - interval '90 days') AT TIME ZONE $tz::text AS since90
       FROM ${monthSeriesSql} AS series(month_start)
       CROSS JOIN LATERAL (
         SELECT least((month_start + interval '1 month') AT TIME ZONE $tz::text, $now::timestamptz)
           AS as_of
       ) capped
       CROSS JOIN LATERAL (SELECT as_of AT TIME ZONE $tz::text AS local_as_of) local
     ), keeps AS MATERIALIZED (
       -- Kept counts are in the kept zone only, and only months that ended (as of their end).
       SELECT EXISTS (SELECT 1 FROM kept_counts_zone WHERE time_zone = $tz::text) AS in_kept_zone
     ), kept AS MATERIALIZED (
       SELECT all_months.month_start, kept.active30, kept.active90
       FROM keeps, all_months
       JOIN retention_active_months kept USING (month_start)
       WHERE keeps.in_kept_zone AND all_months.as_of = all_months.ends_at
         AND kept.active30 IS NOT NULL
     ), running AS MATERIALIZED (
       -- The months not ended yet share one as-of point (now). A completed session is never
       -- after now (claims and changes refuse a future date), so a customer was active in a
       -- window ending now exactly when their kept last session is in it: one index range per
       -- window over the customers, instead of their sessions.
       SELECT point.as_of, windows.active30, windows.active90
       FROM (SELECT DISTINCT as_of, since30, since90 FROM all_months WHERE as_of < ends_at) point
       CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE last_session_at >= point.since30)::int AS active30,
           count(*)::int AS active90
         FROM customer_sessions
         WHERE last_session_at >= point.since90 AND last_session_at < point.as_of
       ) windows
     ), months AS MATERIALIZED (
       SELECT (row_number() OVER (ORDER BY month_start) - 1)::int AS bit, all_months.*
       FROM all_months
       WHERE month_start NOT IN (SELECT month_start FROM kept) AND as_of = ends_at
     ), pieces AS MATERIALIZED (
       SELECT array_agg(low ORDER BY low) AS lows,
         array_agg(in30 ORDER BY low) AS in30, array_agg(in90 ORDER BY low) AS in90
       FROM (
         SELECT as_of FROM months UNION SELECT since30 FROM months UNION SELECT since90 FROM months
       ) AS piece(low)
       CROSS JOIN LATERAL (
         SELECT
           coalesce(bit_or(1::bigint << bit) FILTER (WHERE since30 <= low AND low < as_of), 0)
             AS in30,
           coalesce(bit_or(1::bigint << bit) FILTER (WHERE since90 <= low AND low < as_of), 0)
             AS in90
         FROM months
       ) masks
     ), active_customers AS (
       SELECT bit_or(in30) AS in30, bit_or(in90) AS in90
       FROM (
         -- OFFSET 0 keeps each session's masks worked out before grouping: otherwise every row
         -- carried the arrays into the sort the planner picks for larger chains (300 MB on disk).
         SELECT customer_id, in30[piece] AS in30, in90[piece] AS in90
         FROM pieces, trainings
         CROSS JOIN LATERAL (SELECT width_bucket(date_of_training, lows) AS piece) located
         WHERE status = 'completed'
           AND date_of_training >= lows[1] AND date_of_training < lows[cardinality(lows)]
         OFFSET 0
       ) sessions
       GROUP BY customer_id
     ), activity AS MATERIALIZED (
       SELECT in30, in90, count(*) AS customers FROM active_customers GROUP BY 1, 2
     ), counted AS MATERIALIZED (
       SELECT months.month_start, months.as_of, months.ends_at, active.active30, active.active90
       FROM months
       CROSS JOIN LATERAL (
         SELECT
           coalesce(sum(customers) FILTER (WHERE in30 & (1::bigint << bit) <> 0), 0)::int
             AS active30,
           coalesce(sum(customers) FILTER (WHERE in90 & (1::bigint << bit) <> 0), 0)::int
             AS active90
         FROM activity
       ) active
     ), stored AS (
       INSERT INTO retention_active_months AS kept (month_start, active30, active90, version)
       SELECT counted.month_start, counted.active30, counted.active90,
         coalesce(seen.version, 0)
       FROM keeps, counted
       LEFT JOIN retention_active_months seen USING (month_start)
       WHERE keeps.in_kept_zone AND counted.as_of = counted.ends_at
         AND counted.ends_at <= clock_timestamp() - interval '1 hour'
       ORDER BY counted.month_start
       ON CONFLICT (month_start) DO UPDATE
         SET active30 = EXCLUDED.active30, active90 = EXCLUDED.active90
         WHERE kept.version = EXCLUDED.version
     ), window_edges AS MATERIALIZED (
       SELECT min(least(as_of, starts_at)) AS low, max(ends_at) AS high, min(as_of) AS first_as_of
       FROM all_months
     ), firsts AS MATERIALIZED (
       -- Only the first sessions within the range; those before it are counted once.
       SELECT first_session_at
       FROM window_edges, customer_sessions
       WHERE first_session_at >= low AND first_session_at < high
     ), seen_before AS MATERIALIZED (
       SELECT count(*)::int AS customers
       FROM window_edges, customer_sessions
       WHERE first_session_at < first_as_of
     )
     SELECT to_char(all_months.month_start, 'YYYY-MM') AS month, active.active30,
       active.active90, customers.new, customers.seen - active.active90 AS lapsed
     FROM all_months
     CROSS JOIN LATERAL (
       SELECT active30, active90 FROM kept WHERE kept.month_start = all_months.month_start
       UNION ALL
       SELECT active30, active90 FROM counted WHERE counted.month_start = all_months.month_start
       UNION ALL
       SELECT active30, active90 FROM running WHERE running.as_of = all_months.as_of
         AND all_months.as_of < all_months.ends_at
     ) active
     CROSS JOIN LATERAL (
       SELECT
         count(*) FILTER (WHERE first_session_at >= starts_at AND first_session_at < ends_at)::int
           AS new,
         (SELECT customers FROM seen_before) + count(*) FILTER (
           WHERE first_session_at >= (SELECT first_as_of FROM window_edges)
             AND first_session_at < as_of)::int AS seen
       FROM firsts
     ) customers
     ORDER BY all_months.month_start`,
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
  // Written out where they are used (not read from a CTE) so that the planner sees their values:
  // each becomes the bound of an index range on `customer_sessions_by_last` rather than a filter
  // over every customer seen since.
  const asOf = `least(${rangeEndSql}, $now::timestamptz)`;
  const since90 = `(((${asOf}) AT TIME ZONE $tz::text) - interval '90 days') AT TIME ZONE $tz::text`;
  return sequelize.query<LapsedRow>(
    `WITH lapsed AS (
       (SELECT kept.customer_id, kept.last_session_at AS last_at
        FROM customer_sessions kept
        WHERE kept.last_session_at < ${since90}
        ORDER BY kept.last_session_at DESC, kept.customer_id
        LIMIT ${lapsedListLimit})
       UNION ALL
       SELECT kept.customer_id, before.last_at
       FROM customer_sessions kept
       CROSS JOIN LATERAL (
         SELECT max(date_of_training) AS last_at
         FROM trainings
         WHERE customer_id = kept.customer_id AND status = 'completed'
           AND date_of_training < ${asOf}
       ) before
       WHERE kept.last_session_at >= ${asOf} AND kept.first_session_at < ${since90}
         AND before.last_at < ${since90}
     )
     SELECT customer_id AS "customerId", last_at AS "lastSessionAt"
     FROM lapsed
     ORDER BY last_at DESC, customer_id
     LIMIT ${lapsedListLimit}`,
    { type: QueryTypes.SELECT, bind: { ...bounds, now: now.toISOString() } },
  );
}
