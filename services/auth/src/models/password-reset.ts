import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A reset link: only the SHA-256 of its token is kept, so a database leak cannot reset passwords. */
export class PasswordReset extends Model<
  InferAttributes<PasswordReset>,
  InferCreationAttributes<PasswordReset>
> {
  declare tokenHash: string;
  declare userId: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare dateCreated: CreationOptional<Date>;
}

export function bindPasswordResetModel(sequelize: Sequelize): typeof PasswordReset {
  class BoundPasswordReset extends PasswordReset {}
  BoundPasswordReset.init(
    {
      tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      dateCreated: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'password_resets', modelName: 'PasswordReset' },
  );
  return BoundPasswordReset;
}
