import type { Migration } from '@studio/service-kit/migrations';

// The statistics read every training in their windows (90 days back, 90 ahead) and every completed
// training (the by-month charts). These indexes carry every column those queries read, so they are
// answered from the index alone (an index-only scan) instead of reading the whole table.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE INDEX trainings_by_date_covering ON trainings (date_of_training)
      INCLUDE (trainer_id, customer_id, status);
    CREATE INDEX trainings_completed_by_trainer ON trainings (trainer_id, date_of_training)
      INCLUDE (customer_id) WHERE status = 'completed';
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP INDEX trainings_completed_by_trainer;
    DROP INDEX trainings_by_date_covering;
  `);
};
