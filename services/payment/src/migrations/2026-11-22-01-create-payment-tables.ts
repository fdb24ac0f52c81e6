import { DataTypes, literal } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

export const up: Migration = async ({ context: queryInterface }) => {
  const schema = 'payment';
  await queryInterface.createTable(
    { tableName: 'payments', schema },
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      customer_id: { type: DataTypes.UUID, allowNull: false },
      trainer_id: { type: DataTypes.UUID, allowNull: false },
      // False when the customer service was down at recording time: the credit then checks the owner.
      trainer_verified: { type: DataTypes.BOOLEAN, allowNull: false },
      amount_paid: { type: DataTypes.INTEGER, allowNull: false },
      num_of_trainings_paid_for: { type: DataTypes.INTEGER, allowNull: false },
      paid_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
      status_reason: { type: DataTypes.TEXT, allowNull: true },
      credited_at: { type: DataTypes.DATE, allowNull: true },
      recorded_by: { type: DataTypes.UUID, allowNull: false },
      idempotency_key: { type: DataTypes.TEXT, allowNull: false },
      request_hash: { type: DataTypes.TEXT, allowNull: false },
    },
  );
  // One payment per submission: the key is scoped to the person who sent it.
  await queryInterface.addConstraint(
    { tableName: 'payments', schema },
    {
      type: 'unique',
      fields: ['recorded_by', 'idempotency_key'],
      name: 'payments_idempotency_unique',
    },
  );
  await queryInterface.addIndex({ tableName: 'payments', schema }, ['trainer_id', 'paid_at']);
  await queryInterface.addIndex({ tableName: 'payments', schema }, ['paid_at']);

  // Credits still owed to the customer service; written in the payment's own transaction.
  await queryInterface.createTable(
    { tableName: 'ledger_outbox', schema },
    {
      payment_id: {
        type: DataTypes.UUID,
        primaryKey: true,
        references: { model: { tableName: 'payments', schema }, key: 'id' },
        onDelete: 'CASCADE',
      },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      last_error: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
      done_at: { type: DataTypes.DATE, allowNull: true },
    },
  );
  await queryInterface.addIndex({ tableName: 'ledger_outbox', schema }, ['created_at'], {
    where: { done_at: null },
  });

  await queryInterface.createTable(
    { tableName: 'audit_entries', schema },
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      actor_id: { type: DataTypes.TEXT, allowNull: false },
      actor_role: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      payment_id: { type: DataTypes.UUID, allowNull: false },
      details: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      request_id: { type: DataTypes.TEXT, allowNull: true },
      client_ip: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
    },
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable({ tableName: 'audit_entries', schema: 'payment' });
  await queryInterface.dropTable({ tableName: 'ledger_outbox', schema: 'payment' });
  await queryInterface.dropTable({ tableName: 'payments', schema: 'payment' });
};
