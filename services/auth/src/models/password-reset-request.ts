import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A forgot-password request not handled yet (see `processPasswordResetRequests`). */
export class PasswordResetRequest extends Model<
  InferAttributes<PasswordResetRequest>,
  InferCreationAttributes<PasswordResetRequest>
> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare ip: string | null;
  declare requestedAt: CreationOptional<Date>;
}

export function bindPasswordResetRequestModel(sequelize: Sequelize): typeof PasswordResetRequest {
  class BoundPasswordResetRequest extends PasswordResetRequest {}
  BoundPasswordResetRequest.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      ip: { type: DataTypes.STRING(45), allowNull: true },
      requestedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'password_reset_requests', modelName: 'PasswordResetRequest' },
  );
  return BoundPasswordResetRequest;
}
