import type { Migration } from '@studio/service-kit/migrations';

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE trainings (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      trainer_id uuid NOT NULL,
      date_of_training timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed')),
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX trainings_trainer_date ON trainings (trainer_id, date_of_training);
    CREATE INDEX trainings_customer_date ON trainings (customer_id, date_of_training);
    CREATE INDEX trainings_status_date ON trainings (status, date_of_training);
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP TABLE trainings');
};
