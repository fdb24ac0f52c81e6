import type { Sequelize, Transaction } from 'sequelize';
import type { TrainingRecord } from '../models/training.js';

/** A scheduled training deleted: kept for the sessions report (deleted after scheduling). */
export async function recordScheduledDeletion(
  sequelize: Sequelize,
  training: Pick<TrainingRecord, 'id' | 'customerId' | 'trainerId' | 'dateOfTraining'>,
  deletedBy: string,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO deleted_trainings (training_id, customer_id, trainer_id, date_of_training, deleted_by)
     VALUES ($id, $customerId, $trainerId, $dateOfTraining, $deletedBy)
     ON CONFLICT (training_id) DO NOTHING`,
    {
      bind: {
        id: training.id,
        customerId: training.customerId,
        trainerId: training.trainerId,
        dateOfTraining: training.dateOfTraining.toISOString(),
        deletedBy,
      },
      transaction,
    },
  );
}
