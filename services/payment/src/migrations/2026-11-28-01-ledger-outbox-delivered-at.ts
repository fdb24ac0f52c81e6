import type { Migration } from '@studio/service-kit/migrations';

const ledgerOutbox = { tableName: 'ledger_outbox', schema: 'payment' };

/**
 * The payment and training ledger outboxes are delivered the same way (service-kit's
 * `ledger-delivery`): one name for "accepted by the customer ledger", `delivered_at`, in both.
 * The partial index on waiting rows follows the renamed column.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.renameColumn(ledgerOutbox, 'done_at', 'delivered_at');
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.renameColumn(ledgerOutbox, 'delivered_at', 'done_at');
};
