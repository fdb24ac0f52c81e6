import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const users = { tableName: 'users', schema: 'auth' };

export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable(users, {
    id: { type: DataTypes.UUID, primaryKey: true },
    name: { type: DataTypes.STRING(100), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false },
    passwordHash: { type: DataTypes.TEXT, allowNull: false },
    role: { type: DataTypes.STRING(16), allowNull: false },
    dateCreated: { type: DataTypes.DATE, allowNull: false },
    lastEdited: { type: DataTypes.DATE, allowNull: true },
  });
  await queryInterface.sequelize.query(
    `ALTER TABLE auth.users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'trainer'))`,
  );
  // Case-insensitive uniqueness even if a row is ever written without lower-casing.
  await queryInterface.sequelize.query(
    `CREATE UNIQUE INDEX users_email_lower_unique ON auth.users (lower(email))`,
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(users);
};
