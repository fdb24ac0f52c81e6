import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class CustomerRecord extends Model<
  InferAttributes<CustomerRecord>,
  InferCreationAttributes<CustomerRecord>
> {
  declare id: string;
  declare name: string;
  declare email: string;
  declare phone: string;
  declare dateOfBirth: string;
  declare icEncrypted: string;
  declare icMasked: string;
  declare sex: string;
  declare dateJoined: CreationOptional<Date>;
  declare trainerId: string | null;
  /** Sessions left: changed only through ledger entries. */
  declare numOfTrainings: CreationOptional<number>;
  declare updatedAt: CreationOptional<Date>;
}

export function initCustomerModel(sequelize: Sequelize): void {
  CustomerRecord.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      phone: { type: DataTypes.TEXT, allowNull: false },
      dateOfBirth: { type: DataTypes.DATEONLY, allowNull: false },
      icEncrypted: { type: DataTypes.TEXT, allowNull: false },
      icMasked: { type: DataTypes.TEXT, allowNull: false },
      sex: { type: DataTypes.TEXT, allowNull: false },
      dateJoined: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      trainerId: { type: DataTypes.UUID, allowNull: true },
      numOfTrainings: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'customers', underscored: true },
  );
}
