import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** One of an account's ten single-use recovery codes: only its SHA-256 is kept. */
export class RecoveryCode extends Model<
  InferAttributes<RecoveryCode>,
  InferCreationAttributes<RecoveryCode>
> {
  declare codeHash: string;
  declare userId: string;
  declare usedAt: Date | null;
}

export type ChallengePurpose = 'verify' | 'enrol';

/**
 * The step between a right password and a session: `verify` waits for a code of the account's
 * app, `enrol` for the account to set up its app (the studio requires it for staff). Only the
 * SHA-256 of its token is kept; single use, a few minutes, a few wrong codes.
 */
export class LoginChallenge extends Model<
  InferAttributes<LoginChallenge>,
  InferCreationAttributes<LoginChallenge>
> {
  declare tokenHash: string;
  declare userId: string;
  declare purpose: ChallengePurpose;
  declare failedCodes: CreationOptional<number>;
  declare expiresAt: Date;
}

/** A browser whose owner chose "remember this device": it skips the code for 30 days. */
export class TrustedDevice extends Model<
  InferAttributes<TrustedDevice>,
  InferCreationAttributes<TrustedDevice>
> {
  declare tokenHash: string;
  declare userId: string;
  declare expiresAt: Date;
}

export function bindTwoFactorModels(sequelize: Sequelize) {
  class BoundRecoveryCode extends RecoveryCode {}
  BoundRecoveryCode.init(
    {
      codeHash: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
    },
    { sequelize, tableName: 'recovery_codes', modelName: 'RecoveryCode' },
  );
  class BoundLoginChallenge extends LoginChallenge {}
  BoundLoginChallenge.init(
    {
      tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      purpose: { type: DataTypes.STRING(16), allowNull: false },
      failedCodes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'login_challenges', modelName: 'LoginChallenge' },
  );
  class BoundTrustedDevice extends TrustedDevice {}
  BoundTrustedDevice.init(
    {
      tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'trusted_devices', modelName: 'TrustedDevice' },
  );
  return {
    RecoveryCode: BoundRecoveryCode as typeof RecoveryCode,
    LoginChallenge: BoundLoginChallenge as typeof LoginChallenge,
    TrustedDevice: BoundTrustedDevice as typeof TrustedDevice,
  };
}
