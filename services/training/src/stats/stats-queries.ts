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

/** One trainer's months with completed trainings (`YYYY-MM`, ascending) and the count of each. */
export interface TrainerMonthCounts {
  trainerId: string;
  months: string[];
  counts: number[];
}

/**
 * Completed trainings per trainer per business-time-zone month, one row per trainer in order of
 * their first month: at ten times the chain, one row per trainer and month (17k) cost more to hand
 * to Node than the query itself.
 */
export async function completedByMonth(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  timeZone: string,
): Promise<TrainerMonthCounts[]> {
  const readKept = await keptCountsServe(sequelize, scope, filter, timeZone);
  return sequelize.query<TrainerMonthCounts>(
    readKept ? keptCompletedByMonthSql : recountedCompletedByMonthSql,
    {
      type: QueryTypes.SELECT,
      bind: { ...filterBind(scope, filter), tz: timeZone },
    },
  );
}

const monthRows = (perMonth: string) => `SELECT "trainerId",
    array_agg(to_char(month_start, 'YYYY-MM') ORDER BY month_start) AS months,
    array_agg(count ORDER BY month_start) AS counts
  FROM (${perMonth}) per_month
  GROUP BY "trainerId"
  ORDER BY min(month_start), "trainerId"`;

// Formatting after grouping: to_char on every completed training doubled the query's time.
const recountedCompletedByMonthSql = monthRows(`SELECT trainer_id AS "trainerId",
    date_trunc('month', date_of_training AT TIME ZONE $tz::text) AS month_start,
    count(*)::int AS count
  FROM trainings
  WHERE status = 'completed' AND ${filterCondition}
  GROUP BY 1, 2`);

const keptCompletedByMonthSql = monthRows(`SELECT trainer_id AS "trainerId", month_start,
    completed AS count
  FROM completed_by_trainer_month
  WHERE completed > 0 AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)`);
