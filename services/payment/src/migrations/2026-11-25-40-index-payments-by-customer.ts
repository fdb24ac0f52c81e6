import type { Migration } from '@studio/service-kit/migrations';

const payments = { tableName: 'payments', schema: 'payment' };

/** A customer's own payments (`GET /api/me/payments`), newest first, without reading the table. */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.addIndex(payments, ['customer_id', 'paid_at'], {
    name: 'payments_by_customer',
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex(payments, 'payments_by_customer');
};
