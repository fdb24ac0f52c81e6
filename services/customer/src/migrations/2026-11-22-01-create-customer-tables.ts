import { DataTypes, literal } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

export const up: Migration = async ({ context: queryInterface }) => {
  const schema = 'customer';
  await queryInterface.createTable(
    { tableName: 'customers', schema },
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      phone: { type: DataTypes.TEXT, allowNull: false },
      date_of_birth: { type: DataTypes.DATEONLY, allowNull: false },
      ic_encrypted: { type: DataTypes.TEXT, allowNull: false },
      ic_masked: { type: DataTypes.TEXT, allowNull: false },
      sex: { type: DataTypes.TEXT, allowNull: false },
      date_joined: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
      trainer_id: { type: DataTypes.UUID, allowNull: true },
      num_of_trainings: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
    },
  );
  await queryInterface.addIndex({ tableName: 'customers', schema }, ['trainer_id']);

  await queryInterface.createTable(
    { tableName: 'ledger_entries', schema },
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      customer_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: { tableName: 'customers', schema }, key: 'id' },
        onDelete: 'CASCADE',
      },
      source_type: { type: DataTypes.TEXT, allowNull: false },
      source_id: { type: DataTypes.TEXT, allowNull: false },
      delta: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      amount_paid: { type: DataTypes.INTEGER, allowNull: true },
      paid_at: { type: DataTypes.DATE, allowNull: true },
      actor_id: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
    },
  );
  // Each source (a payment, a claimed training, an adjustment) changes a balance at most once.
  await queryInterface.addConstraint(
    { tableName: 'ledger_entries', schema },
    { type: 'unique', fields: ['source_type', 'source_id'], name: 'ledger_entries_source_unique' },
  );
  await queryInterface.addIndex({ tableName: 'ledger_entries', schema }, [
    'customer_id',
    'source_type',
  ]);

  await queryInterface.createTable(
    { tableName: 'audit_entries', schema },
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      actor_id: { type: DataTypes.TEXT, allowNull: false },
      actor_role: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      customer_id: { type: DataTypes.UUID, allowNull: true },
      details: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      request_id: { type: DataTypes.TEXT, allowNull: true },
      client_ip: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('now()') },
    },
  );
  await queryInterface.addIndex({ tableName: 'audit_entries', schema }, [
    'customer_id',
    'created_at',
  ]);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable({ tableName: 'audit_entries', schema: 'customer' });
  await queryInterface.dropTable({ tableName: 'ledger_entries', schema: 'customer' });
  await queryInterface.dropTable({ tableName: 'customers', schema: 'customer' });
};
