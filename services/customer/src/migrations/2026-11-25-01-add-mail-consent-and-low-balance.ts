import type { Migration } from '@studio/service-kit/migrations';
import { createMailOutboxTable, dropMailOutboxTable } from '@studio/service-kit/mail-outbox';

/**
 * Mail to customers: `emails_off_at` is when the customer withdrew consent by the unsubscribe
 * link (null: mail allowed; staff noting renewed consent clears it, see the audit log);
 * `low_balance_crossed_at` is set while the low-balance notices of the current crossing have
 * been sent, and cleared when a payment lifts the balance above the threshold (re-armed).
 * The mail outbox holds the notices, one per (kind, customer, crossing).
 */
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    ALTER TABLE customer.customers
      ADD COLUMN emails_off_at timestamptz,
      ADD COLUMN low_balance_crossed_at timestamptz
  `);
  await createMailOutboxTable(context, 'customer');
};

export const down: Migration = async ({ context }) => {
  await dropMailOutboxTable(context, 'customer');
  await context.sequelize.query(`
    ALTER TABLE customer.customers DROP COLUMN emails_off_at, DROP COLUMN low_balance_crossed_at
  `);
};
