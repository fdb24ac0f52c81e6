import type { Migration } from '@studio/service-kit/migrations';

/**
 * Trial holds (issue 27): a visitor's chosen time, held for 20 minutes while they pay the $100.
 * An unexpired, unreleased hold blocks its trainer's time exactly as a session does (it is read by
 * `readHeldTimes`, the overlap guarantee's one read, under the trainer time lock). Confirming the
 * payment turns it into a scheduled session (`training_id`); an unpaid one simply stops counting at
 * `expires_at`, so no job has to run for the slot to open again, and the release sweep only records
 * it (`released_at`) and tells the visitor.
 *
 * `lead_id` is the lead in the customer service: the trial session's `customer_id`, so the
 * customer made from the lead (same id) owns the session without a copy.
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE trial_holds (
      id uuid PRIMARY KEY,
      lead_id uuid NOT NULL UNIQUE,
      trainer_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      released_at timestamptz NULL,
      training_id uuid NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX trial_holds_active ON trial_holds (trainer_id, starts_at)
      WHERE released_at IS NULL AND training_id IS NULL;
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP TABLE trial_holds');
};
