import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const users = { tableName: 'users', schema: 'auth' };
const customerInvites = { tableName: 'customer_invites', schema: 'auth' };

/**
 * Customers' accounts live beside the staff's: role `customer`, linked to one customer record
 * (`customerId`, the customer service's id), `invited` until the welcome link sets a password.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.addColumn(users, 'customerId', { type: DataTypes.UUID, allowNull: true });
  await queryInterface.sequelize.query(`
    ALTER TABLE auth.users DROP CONSTRAINT users_role_check;
    ALTER TABLE auth.users ADD CONSTRAINT users_role_check
      CHECK (role IN ('admin', 'trainer', 'customer'));
    ALTER TABLE auth.users ADD CONSTRAINT users_customer_link_check
      CHECK ((role = 'customer') = ("customerId" IS NOT NULL));
    ALTER TABLE auth.users DROP CONSTRAINT users_status_check;
    ALTER TABLE auth.users ADD CONSTRAINT users_status_check
      CHECK (status IN ('active', 'pending', 'rejected', 'invited'));
    CREATE UNIQUE INDEX users_customer_id_unique ON auth.users ("customerId")
      WHERE "customerId" IS NOT NULL;
  `);

  await queryInterface.createTable(customerInvites, {
    // Only the SHA-256 of the link's token is kept.
    tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
    userId: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: users, key: 'id' },
      onDelete: 'CASCADE',
    },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
    usedAt: { type: DataTypes.DATE, allowNull: true },
    dateCreated: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(customerInvites, ['userId']);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(customerInvites);
  await queryInterface.sequelize.query(`
    DELETE FROM auth.users WHERE role = 'customer';
    DROP INDEX auth.users_customer_id_unique;
    ALTER TABLE auth.users DROP CONSTRAINT users_customer_link_check;
    ALTER TABLE auth.users DROP CONSTRAINT users_status_check;
    ALTER TABLE auth.users ADD CONSTRAINT users_status_check
      CHECK (status IN ('active', 'pending', 'rejected'));
    ALTER TABLE auth.users DROP CONSTRAINT users_role_check;
    ALTER TABLE auth.users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'trainer'));
  `);
  await queryInterface.removeColumn(users, 'customerId');
};
