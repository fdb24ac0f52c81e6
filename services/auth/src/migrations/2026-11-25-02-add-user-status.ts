import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const users = { tableName: 'users', schema: 'auth' };

export const up: Migration = async ({ context: queryInterface }) => {
  // Every account that exists already signs in today: it stays active.
  await queryInterface.addColumn(users, 'status', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'active',
  });
  await queryInterface.sequelize.query(
    `ALTER TABLE auth.users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'pending', 'rejected'))`,
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    `ALTER TABLE auth.users DROP CONSTRAINT IF EXISTS users_status_check`,
  );
  await queryInterface.removeColumn(users, 'status');
};
