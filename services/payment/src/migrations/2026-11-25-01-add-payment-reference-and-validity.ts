import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const payments = { tableName: 'payments', schema: 'payment' };

export const up: Migration = async ({ context: queryInterface }) => {
  // The PayNow reference the QR code carried, so the bank statement can be matched to the record.
  await queryInterface.addColumn(payments, 'reference', {
    type: DataTypes.TEXT,
    allowNull: true,
  });
  // The package's validity when the person recording it chose one; null: the studio's setting.
  await queryInterface.addColumn(payments, 'validity_days', {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.removeColumn(payments, 'validity_days');
  await queryInterface.removeColumn(payments, 'reference');
};
