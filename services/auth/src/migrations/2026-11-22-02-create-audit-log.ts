import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const auditLog = { tableName: 'audit_log', schema: 'auth' };

export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable(auditLog, {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    action: { type: DataTypes.STRING(40), allowNull: false },
    actorId: { type: DataTypes.UUID, allowNull: true },
    targetId: { type: DataTypes.UUID, allowNull: true },
    ip: { type: DataTypes.STRING(45), allowNull: true },
    detail: { type: DataTypes.JSONB, allowNull: true },
    at: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(auditLog, ['at']);
  await queryInterface.addIndex(auditLog, ['targetId']);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(auditLog);
};
