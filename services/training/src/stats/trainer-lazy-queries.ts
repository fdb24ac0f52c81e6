import { QueryTypes, type Sequelize } from 'sequelize';
import type { TrainerDateList } from '@studio/contracts/trainer-stats-lazy';
import { scopeBind, scopeCondition, type TrainingScope } from '../trainings/scope.js';
import {
  countColumns,
  filterBind,
  filterCondition,
  inEitherWindow,
  isPast,
  isUpcoming,
  keptBind,
  keptCountsServe,
  windowBind,
  type StatsCounts,
  type StatsFilter,
} from './stats-queries.js';
import { keptCountColumns, keptWindowParts } from './kept-window-counts.js';
import type { StatsWindow } from './window.js';

/** Per trainer with trainings in either window: only the counts, for the table's first paint. */
export async function trainerCounts(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: StatsFilter,
  window: StatsWindow,
  timeZone: string,
): Promise<(StatsCounts & { trainerId: string })[]> {
  if (await keptCountsServe(sequelize, scope, filter, timeZone)) {
    return sequelize.query(
      `SELECT trainer_id AS "trainerId", ${keptCountColumns}
         FROM (${keptWindowParts}) part
        GROUP BY trainer_id
       HAVING sum(past_scheduled + past_completed + upcoming) > 0`,
      { type: QueryTypes.SELECT, bind: keptBind(filter, window, timeZone) },
    );
  }
  return sequelize.query(
    `SELECT trainer_id AS "trainerId", ${countColumns}
       FROM trainings
      WHERE ${filterCondition} AND ${inEitherWindow}
      GROUP BY trainer_id`,
    { type: QueryTypes.SELECT, bind: { ...filterBind(scope, filter), ...windowBind(window) } },
  );
}

const listCondition: Record<TrainerDateList, string> = {
  scheduled: `${isPast} AND status = 'scheduled'`,
  completed: `${isPast} AND status = 'completed'`,
  upcoming: `${isUpcoming} AND status <> 'late-cancelled'`,
};

/** The dates behind one trainer's count, oldest first, read from (trainer_id, date_of_training). */
export async function trainerDates(
  sequelize: Sequelize,
  scope: TrainingScope,
  request: { trainerId: string; customerId?: string; list: TrainerDateList },
  window: StatsWindow,
): Promise<Date[]> {
  const rows = await sequelize.query<{ date: Date }>(
    `SELECT date_of_training AS date
       FROM trainings
      WHERE trainer_id = $trainerId::uuid AND ${scopeCondition}
        AND ($customerId::uuid IS NULL OR customer_id = $customerId::uuid)
        AND ${listCondition[request.list]}
      ORDER BY date_of_training`,
    {
      type: QueryTypes.SELECT,
      bind: {
        ...scopeBind(scope),
        trainerId: request.trainerId,
        customerId: request.customerId ?? null,
        ...windowBind(window),
      },
    },
  );
  return rows.map((row) => row.date);
}
