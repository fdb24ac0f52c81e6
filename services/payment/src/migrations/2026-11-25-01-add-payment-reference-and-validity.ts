import { DataTypes, Op } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const payments = { tableName: 'payments', schema: 'payment' };

export const up: Migration = async ({ context: queryInterface }) => {
  // The PayNow reference the QR code carried, so the bank statement can be matched to the record.
  await queryInterface.addColumn(payments, 'reference', {
    type: DataTypes.TEXT,
    allowNull: true,
  });
  // One bank transfer, one payment: a reference (made fresh for each QR code) is recorded once.
  await queryInterface.addIndex(payments, ['reference'], {
    unique: true,
    name: 'payments_reference_unique',
    where: { reference: { [Op.ne]: null } },
  });
  // The package's validity when the person recording it chose one; null: the studio's setting.
  await queryInterface.addColumn(payments, 'validity_days', {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.removeColumn(payments, 'validity_days');
  await queryInterface.removeIndex(payments, 'payments_reference_unique');
  await queryInterface.removeColumn(payments, 'reference');
};
