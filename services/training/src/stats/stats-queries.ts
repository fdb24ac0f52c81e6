import { QueryTypes, type Sequelize } from 'sequelize';
import { scopeBind, scopeCondition, type TrainingScope } from '../trainings/scope.js';
import { keptCountsZone } from './kept-counts-zone.js';
import { keptCountColumns, keptWindowParts } from './kept-window-counts.js';
import type { StatsWindow } from './window.js';

export interface StatsFilter {
  trainerId?: string;
  customerId?: string;
}

export const filterCondition = `${scopeCondition}
  AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
  AND ($customerId::uuid IS NULL OR customer_id = $customerId::uuid)`;

export const filterBind = (scope: TrainingScope, filter: StatsFilter) => ({
  ...scopeBind(scope),
  trainerId: filter.trainerId ?? null,
  customerId: filter.customerId ?? null,
});

export const windowBind = (window: StatsWindow) => ({
  pastStart: window.pastStart.toISOString(),
  now: window.now.toISOString(),
  upcomingEnd: window.upcomingEnd.toISOString(),
});

export const isPast =
  'date_of_training >= $pastStart::timestamptz AND date_of_training < $now::timestamptz';
export const isUpcoming =
  'date_of_training >= $now::timestamptz AND date_of_training < $upcomingEnd::timestamptz';
// Every count is in one of the two windows; saying so lets PostgreSQL read only their rows.
// A late-cancelled session took place neither as done nor as still to come: no count has it.
export const inEitherWindow = `date_of_training >= $pastStart::timestamptz
  AND date_of_training < $upcomingEnd::timestamptz AND status <> 'late-cancelled'`;

export const countColumns = `
  count(*) FILTER (WHERE ${isPast})::int AS "pastCount",
  count(*) FILTER (WHERE ${isUpcoming})::int AS "upcomingCount",
  count(*) FILTER (WHERE ${isPast} AND status = 'scheduled')::int AS "scheduledCount",
  count(*) FILTER (WHERE ${isPast} AND status = 'completed')::int AS "completedCount"`;

export interface StatsCounts {
  pastCount: number;
  upcomingCount: number;
  scheduledCount: number;
  completedCount: number;
}

export interface TrainerStatsRow extends StatsCounts {
  trainerId: string;
  scheduled: Date[];
  completed: Date[];
  upcoming: Date[];
}

/**
 * Whether the kept day counts answer for this caller and filter: they have no customer dimension
 * (a trainer's scope or a customer filter recounts) and are kept in one time zone.
 */
export async function keptCountsServe(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  timeZone: string,
): Promise<boolean> {
  return (
    scope.kind === 'all' && !filter.customerId && (await keptCountsZone(sequelize)) === timeZone
  );
}

export const keptBind = (filter: StatsFilter, window: StatsWindow, timeZone: string) => ({
  trainerId: filter.trainerId ?? null,
  now: window.now.toISOString(),
  tz: timeZone,
});

/** Counts over the statistics windows for everything the filter selects. */
export async function statsSummary(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  window: StatsWindow,
  timeZone: string,
): Promise<StatsCounts> {
  const [row] = (await keptCountsServe(sequelize, scope, filter, timeZone))
    ? await sequelize.query<StatsCounts>(
        `SELECT ${keptCountColumns} FROM (${keptWindowParts}) part`,
        { type: QueryTypes.SELECT, bind: keptBind(filter, window, timeZone) },
      )
    : await sequelize.query<StatsCounts>(
        `SELECT ${countColumns} FROM trainings WHERE ${filterCondition} AND ${inEitherWindow}`,
        { type: QueryTypes.SELECT, bind: { ...filterBind(scope, filter), ...windowBind(window) } },
      );
  return row ?? { pastCount: 0, upcomingCount: 0, scheduledCount: 0, completedCount: 0 };
}

/** Per trainer: the counts and the dates behind them, for trainers with trainings in either window. */
export function trainerStats(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  window: StatsWindow,
): Promise<TrainerStatsRow[]> {
  const datesWhere = (condition: string) =>
    `coalesce(array_agg(date_of_training ORDER BY date_of_training) FILTER (WHERE ${condition}), '{}')`;
  return sequelize.query<TrainerStatsRow>(
    `SELECT trainer_id AS "trainerId", ${countColumns},
       ${datesWhere(`${isPast} AND status = 'scheduled'`)} AS scheduled,
       ${datesWhere(`${isPast} AND status = 'completed'`)} AS completed,
       ${datesWhere(isUpcoming)} AS upcoming
     FROM trainings
     WHERE ${filterCondition} AND ${inEitherWindow}
     GROUP BY trainer_id
     ORDER BY trainer_id`,
    { type: QueryTypes.SELECT, bind: { ...filterBind(scope, filter), ...windowBind(window) } },
  );
}

/**
 * One trainer's line of the by-month chart: the months with completed trainings (month numbers,
 * see `monthNumber`, ascending) and the count of each.
 */
export interface TrainerMonthCounts {
  trainerId: string;
  months: number[];
  counts: number[];
}

/**
 * Completed trainings per trainer per business-time-zone month, one row per trainer. The kept
 * lines (`completed_series_by_trainer`) are one row per trainer whatever the chain's history; the
 * recount groups the trainings the filter selects.
 */
export async function completedByMonth(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  timeZone: string,
): Promise<TrainerMonthCounts[]> {
  const readKept = await keptCountsServe(sequelize, scope, filter, timeZone);
  return readKept
    ? sequelize.query<TrainerMonthCounts>(keptCompletedByMonthSql, {
        type: QueryTypes.SELECT,
        bind: { trainerId: filter.trainerId ?? null },
      })
    : sequelize.query<TrainerMonthCounts>(recountedCompletedByMonthSql, {
        type: QueryTypes.SELECT,
        bind: { ...filterBind(scope, filter), tz: timeZone },
      });
}

// Arrays as JSON: node-postgres parses a JSON column natively, an integer[] one character at a
// time (5 ms against 1.6 for a chain's 500 lines).
const recountedCompletedByMonthSql = `SELECT "trainerId",
    json_agg((extract(year FROM month_start) * 12 + extract(month FROM month_start) - 1)::int
      ORDER BY month_start) AS months,
    json_agg(count ORDER BY month_start) AS counts
  FROM (
    SELECT trainer_id AS "trainerId",
      date_trunc('month', date_of_training AT TIME ZONE $tz::text) AS month_start,
      count(*)::int AS count
    FROM trainings
    WHERE status = 'completed' AND ${filterCondition}
    GROUP BY 1, 2
  ) per_month
  GROUP BY "trainerId"`;

const keptCompletedByMonthSql = `SELECT trainer_id AS "trainerId", to_json(months) AS months,
    to_json(counts) AS counts
  FROM completed_series_by_trainer
  WHERE cardinality(months) > 0 AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)`;
