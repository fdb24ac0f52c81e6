import { QueryTypes, type Sequelize } from 'sequelize';
import { myPastTrainingsShown } from '@studio/contracts/my-trainings';
import type { TrainingRow } from './present.js';

// A customer books a few sessions a week at most; this bounds an answer that has no paging.
const upcomingShown = 200;

/**
 * One customer's sessions: scheduled ones from `now` on (oldest first) and the rest (newest
 * first), read in one statement.
 */
export async function customerTrainings(
  sequelize: Sequelize,
  customerId: string,
  now: Date,
): Promise<{ upcoming: TrainingRow[]; past: TrainingRow[] }> {
  const upcomingCondition = `status = 'scheduled' AND date_of_training >= $now::timestamptz`;
  const columns = `id, customer_id AS "customerId", trainer_id AS "trainerId",
    date_of_training AS "dateOfTraining", status`;
  const rows = await sequelize.query<TrainingRow & { upcoming: boolean }>(
    `(SELECT ${columns}, true AS upcoming FROM trainings
       WHERE customer_id = $customerId::uuid AND ${upcomingCondition}
       ORDER BY date_of_training, id LIMIT ${upcomingShown})
     UNION ALL
     (SELECT ${columns}, false AS upcoming FROM trainings
       WHERE customer_id = $customerId::uuid AND NOT (${upcomingCondition})
       ORDER BY date_of_training DESC, id LIMIT ${myPastTrainingsShown})`,
    { type: QueryTypes.SELECT, bind: { customerId, now: now.toISOString() } },
  );
  const sorted = (upcoming: boolean, direction: 1 | -1) =>
    rows
      .filter((row) => row.upcoming === upcoming)
      .map(({ upcoming: _upcoming, ...row }) => row)
      .sort(
        (a, b) =>
          direction * (a.dateOfTraining.getTime() - b.dateOfTraining.getTime()) ||
          a.id.localeCompare(b.id),
      );
  return { upcoming: sorted(true, 1), past: sorted(false, -1) };
}
