import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A customer's welcome link: only the SHA-256 of its token is kept; single use, 72 hours. */
export class CustomerInvite extends Model<
  InferAttributes<CustomerInvite>,
  InferCreationAttributes<CustomerInvite>
> {
  declare tokenHash: string;
  declare userId: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare dateCreated: Date;
}

export function bindCustomerInviteModel(sequelize: Sequelize): typeof CustomerInvite {
  class BoundCustomerInvite extends CustomerInvite {}
  BoundCustomerInvite.init(
    {
      tokenHash: { type: DataTypes.STRING(64), primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      dateCreated: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'customer_invites', modelName: 'CustomerInvite' },
  );
  return BoundCustomerInvite;
}
