import type { Migration } from '@studio/service-kit/migrations';

// Trainer pay: a rate applies from its start date (business date) until the next one starts, so a
// change never rewrites months already paid. Sessions report: a scheduled training that is
// deleted leaves no row, so its deletion is recorded here in the delete's own transaction.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE trainer_rates (
      id uuid PRIMARY KEY,
      trainer_id uuid NOT NULL,
      rate_per_session_cents integer NOT NULL CHECK (rate_per_session_cents >= 0),
      starts_on date NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (trainer_id, starts_on)
    );
    CREATE TABLE deleted_trainings (
      training_id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      trainer_id uuid NOT NULL,
      date_of_training timestamptz NOT NULL,
      deleted_by text NOT NULL,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX deleted_trainings_by_date ON deleted_trainings (date_of_training);
    CREATE INDEX trainings_completed_by_customer ON trainings (customer_id, date_of_training)
      WHERE status = 'completed';
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP INDEX trainings_completed_by_customer;
    DROP TABLE deleted_trainings;
    DROP TABLE trainer_rates;
  `);
};
