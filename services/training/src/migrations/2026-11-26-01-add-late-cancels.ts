import type { Migration } from '@studio/service-kit/migrations';

/**
 * A customer's late cancel keeps the training as `late-cancelled` (the calendar shows it, the
 * statistics skip it) with when it happened, whether a session was debited and whether staff
 * waived it. The ledger outbox carries the two new commands and who caused them (for the
 * customer service's audit log).
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    ALTER TABLE trainings DROP CONSTRAINT trainings_status_check;
    ALTER TABLE trainings ADD CONSTRAINT trainings_status_check
      CHECK (status IN ('scheduled', 'completed', 'late-cancelled'));
    ALTER TABLE trainings
      ADD COLUMN late_cancelled_at timestamptz,
      ADD COLUMN late_cancel_charged boolean,
      ADD COLUMN late_cancel_waived_at timestamptz,
      ADD COLUMN late_cancel_waived_by uuid;
    ALTER TABLE ledger_outbox DROP CONSTRAINT ledger_outbox_source_type_check;
    ALTER TABLE ledger_outbox ADD CONSTRAINT ledger_outbox_source_type_check
      CHECK (source_type IN ('training-claim', 'training-unclaim', 'late-cancel', 'late-cancel-waiver'));
    ALTER TABLE ledger_outbox ADD COLUMN actor_id uuid;
  `);
};

// Going back forgets late cancels: their trainings were cancelled, so they leave the schedule
// (their ledger entries stay in the customer service, where the balance lives).
export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DELETE FROM ledger_outbox WHERE source_type IN ('late-cancel', 'late-cancel-waiver');
    ALTER TABLE ledger_outbox DROP COLUMN actor_id;
    ALTER TABLE ledger_outbox DROP CONSTRAINT ledger_outbox_source_type_check;
    ALTER TABLE ledger_outbox ADD CONSTRAINT ledger_outbox_source_type_check
      CHECK (source_type IN ('training-claim', 'training-unclaim'));
    DELETE FROM trainings WHERE status = 'late-cancelled';
    ALTER TABLE trainings
      DROP COLUMN late_cancelled_at,
      DROP COLUMN late_cancel_charged,
      DROP COLUMN late_cancel_waived_at,
      DROP COLUMN late_cancel_waived_by;
    ALTER TABLE trainings DROP CONSTRAINT trainings_status_check;
    ALTER TABLE trainings ADD CONSTRAINT trainings_status_check
      CHECK (status IN ('scheduled', 'completed'));
  `);
};
