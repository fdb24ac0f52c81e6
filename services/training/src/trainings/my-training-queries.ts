import { QueryTypes, type Sequelize } from 'sequelize';
import { myPastTrainingsShown } from '@studio/contracts/my-trainings';
import type { TrainingRow } from './present.js';

const columns = `id, customer_id AS "customerId", trainer_id AS "trainerId",
  date_of_training AS "dateOfTraining", status`;

// A customer books a few sessions a week at most; this bounds an answer that has no paging.
const upcomingShown = 200;

/** One customer's sessions: scheduled ones from `now` on (oldest first) and the rest (newest first). */
export async function customerTrainings(
  sequelize: Sequelize,
  customerId: string,
  now: Date,
): Promise<{ upcoming: TrainingRow[]; past: TrainingRow[] }> {
  const bind = { customerId, now: now.toISOString() };
  const upcomingCondition = `status = 'scheduled' AND date_of_training >= $now::timestamptz`;
  const [upcoming, past] = await Promise.all([
    sequelize.query<TrainingRow>(
      `SELECT ${columns} FROM trainings
        WHERE customer_id = $customerId::uuid AND ${upcomingCondition}
        ORDER BY date_of_training, id LIMIT ${upcomingShown}`,
      { type: QueryTypes.SELECT, bind },
    ),
    sequelize.query<TrainingRow>(
      `SELECT ${columns} FROM trainings
        WHERE customer_id = $customerId::uuid AND NOT (${upcomingCondition})
        ORDER BY date_of_training DESC, id LIMIT ${myPastTrainingsShown}`,
      { type: QueryTypes.SELECT, bind },
    ),
  ]);
  return { upcoming, past };
}
