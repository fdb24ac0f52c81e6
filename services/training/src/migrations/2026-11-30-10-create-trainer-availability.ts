import type { Migration } from '@studio/service-kit/migrations';

/**
 * A trainer's published hours (issue 26): one document per trainer, replaced whole by a save.
 * Slots are computed from it; nothing about a slot is stored. `takes_trials` marks the trainers
 * a visitor may book a trial with. A session booked by its customer is marked `self_booked` (the
 * studio's per-day limit counts those) and keeps the `calendar_sequence` of the `.ics` it was
 * last mailed with (a reschedule sends the same UID with a higher SEQUENCE).
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE trainer_availability (
      trainer_id uuid PRIMARY KEY,
      weekly jsonb NOT NULL DEFAULT '[]'::jsonb,
      overrides jsonb NOT NULL DEFAULT '[]'::jsonb,
      time_off jsonb NOT NULL DEFAULT '[]'::jsonb,
      takes_trials boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid
    );
    ALTER TABLE trainings
      ADD COLUMN self_booked boolean NOT NULL DEFAULT false,
      ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    ALTER TABLE trainings DROP COLUMN self_booked, DROP COLUMN calendar_sequence;
    DROP TABLE trainer_availability;
  `);
};
