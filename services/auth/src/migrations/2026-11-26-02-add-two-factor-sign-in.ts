import { DataTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

const users = { tableName: 'users', schema: 'auth' };
const recoveryCodes = { tableName: 'recovery_codes', schema: 'auth' };
const loginChallenges = { tableName: 'login_challenges', schema: 'auth' };
const trustedDevices = { tableName: 'trusted_devices', schema: 'auth' };
const userReference = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: users, key: 'id' },
  onDelete: 'CASCADE',
} as const;

/** Two-step sign-in (TOTP, RFC 6238): the secret, its recovery codes, sign-in challenges, trusted devices. */
export const up: Migration = async ({ context: queryInterface }) => {
  // The secret being set up (until a code proves the app has it), then the secret in use.
  await queryInterface.addColumn(users, 'totpPendingSecret', { type: DataTypes.TEXT });
  await queryInterface.addColumn(users, 'totpSecret', { type: DataTypes.TEXT });
  await queryInterface.addColumn(users, 'totpEnabledAt', { type: DataTypes.DATE });
  // The time step of the last code accepted: a code of that step or earlier is never taken again.
  await queryInterface.addColumn(users, 'totpLastStep', { type: DataTypes.BIGINT });

  await queryInterface.createTable(recoveryCodes, {
    codeHash: { type: DataTypes.STRING(64), primaryKey: true },
    userId: userReference,
    usedAt: { type: DataTypes.DATE, allowNull: true },
  });
  await queryInterface.addIndex(recoveryCodes, ['userId']);

  await queryInterface.createTable(loginChallenges, {
    tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
    userId: userReference,
    purpose: { type: DataTypes.STRING(16), allowNull: false },
    failedCodes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(loginChallenges, ['userId']);
  await queryInterface.sequelize.query(
    `ALTER TABLE auth.login_challenges ADD CONSTRAINT login_challenges_purpose_check CHECK (purpose IN ('verify', 'enrol'))`,
  );

  await queryInterface.createTable(trustedDevices, {
    tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
    userId: userReference,
    expiresAt: { type: DataTypes.DATE, allowNull: false },
  });
  await queryInterface.addIndex(trustedDevices, ['userId']);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.dropTable(trustedDevices);
  await queryInterface.dropTable(loginChallenges);
  await queryInterface.dropTable(recoveryCodes);
  for (const column of ['totpLastStep', 'totpEnabledAt', 'totpSecret', 'totpPendingSecret'])
    await queryInterface.removeColumn(users, column);
};
