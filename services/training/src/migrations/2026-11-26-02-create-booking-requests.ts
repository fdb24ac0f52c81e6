import type { Migration } from '@studio/service-kit/migrations';

/** A customer's request for a session time, until their trainer accepts or declines it. */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE booking_requests (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      trainer_id uuid NOT NULL,
      date_of_training timestamptz NOT NULL,
      note text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
      message text NOT NULL DEFAULT '',
      training_id uuid,
      decided_by uuid,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX booking_requests_customer ON booking_requests (customer_id, created_at);
    CREATE INDEX booking_requests_pending ON booking_requests (date_of_training)
      WHERE status = 'pending';
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP TABLE booking_requests');
};
