import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const passwordResets = { tableName: 'password_resets', schema: 'auth' };
const mailOutbox = { tableName: 'mail_outbox', schema: 'auth' };

export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.createTable(passwordResets, {
    tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
    userId: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: { tableName: 'users', schema: 'auth' }, key: 'id' },
      onDelete: 'CASCADE',
    },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
    usedAt: { type: DataTypes.DATE, allowNull: true },
    dateCreated: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(passwordResets, ['userId']);

  await queryInterface.createTable(mailOutbox, {
    id: { type: DataTypes.UUID, primaryKey: true },
    message: { type: DataTypes.JSONB, allowNull: false },
    dateCreated: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(mailOutbox, ['dateCreated']);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(mailOutbox);
  await queryInterface.dropTable(passwordResets);
};
