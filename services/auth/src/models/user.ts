import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { User as UserDto, UserRole, UserStatus } from '@studio/contracts/auth';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare name: string;
  /** Always stored lower-cased: addresses are compared case-insensitively. */
  declare email: string;
  declare passwordHash: string;
  declare role: UserRole;
  declare status: CreationOptional<UserStatus>;
  declare dateCreated: CreationOptional<Date>;
  declare lastEdited: Date | null;

  toDto(): UserDto {
    return {
      _id: this.id,
      name: this.name,
      email: this.email,
      role: this.role,
      status: this.status,
      dateCreated: this.dateCreated.toISOString(),
      lastEdited: this.lastEdited ? this.lastEdited.toISOString() : null,
    };
  }
}

/** A subclass bound to one Sequelize instance, so several apps (tests) never share a connection. */
export function bindUserModel(sequelize: Sequelize): typeof User {
  class BoundUser extends User {}
  BoundUser.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      passwordHash: { type: DataTypes.TEXT, allowNull: false },
      role: { type: DataTypes.STRING(16), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
      dateCreated: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      lastEdited: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
    },
    { sequelize, tableName: 'users', modelName: 'User' },
  );
  return BoundUser;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
