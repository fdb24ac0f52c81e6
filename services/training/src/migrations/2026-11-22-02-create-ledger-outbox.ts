import type { Migration } from '@studio/service-kit/migrations';

/**
 * Ledger commands (claim debit, un-claim credit) written in the same transaction as the training
 * change, then delivered to the customer service until it accepts them. One row per source.
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE ledger_outbox (
      id uuid PRIMARY KEY,
      source_type text NOT NULL CHECK (source_type IN ('training-claim', 'training-unclaim')),
      source_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      delta integer NOT NULL,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      UNIQUE (source_type, source_id)
    );
    CREATE INDEX ledger_outbox_pending ON ledger_outbox (created_at) WHERE delivered_at IS NULL;
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP TABLE ledger_outbox');
};
