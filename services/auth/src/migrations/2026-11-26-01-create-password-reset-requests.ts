import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const requests = { tableName: 'password_reset_requests', schema: 'auth' };

/**
 * Forgot-password requests waiting to be handled: every request is written here, known email or
 * not, and answered at once; the reset link and its mail are made afterwards from this table.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable(requests, {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    email: { type: DataTypes.STRING(254), allowNull: false },
    ip: { type: DataTypes.STRING(45), allowNull: true },
    requestedAt: { type: DataTypes.DATE, allowNull: false },
  });
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(requests);
};
