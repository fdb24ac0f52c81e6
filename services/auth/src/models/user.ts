import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { User as UserDto, UserRole, UserStatus } from '@studio/contracts/auth';
import type { CustomerAccountUser, SignedInUser } from '@studio/contracts/customer-accounts';

/** Staff roles, and `customer` for a customer's own account (linked by `customerId`). */
export type AccountRole = UserRole | 'customer';
/** Staff statuses, and `invited` for a customer account whose welcome link is not used yet. */
export type AccountStatus = UserStatus | 'invited';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare name: string;
  /** Always stored lower-cased: addresses are compared case-insensitively. */
  declare email: string;
  declare passwordHash: string;
  declare role: AccountRole;
  declare status: CreationOptional<AccountStatus>;
  /** The customer record of a `customer` account; null for staff. */
  declare customerId: CreationOptional<string | null>;
  declare dateCreated: CreationOptional<Date>;
  declare lastEdited: Date | null;
  /** Two-step sign-in: the secret being set up, the secret in use (never logged, never sent again). */
  declare totpPendingSecret: CreationOptional<string | null>;
  declare totpSecret: CreationOptional<string | null>;
  declare totpEnabledAt: CreationOptional<Date | null>;
  /** The time step of the last code accepted; a code of that step or earlier is refused. */
  declare totpLastStep: CreationOptional<number | null>;

  /** A staff account as staff screens show it; customer accounts never reach those. */
  toDto(): UserDto {
    if (this.role === 'customer' || this.status === 'invited')
      throw new Error('A customer account is not a staff user');
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

/** A customer's own account as sign-in answers it. */
export function customerAccountDto(user: User): CustomerAccountUser {
  if (user.role !== 'customer' || !user.customerId || user.status !== 'active')
    throw new Error('Not an active customer account');
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: 'customer',
    customerId: user.customerId,
    status: 'active',
    dateCreated: user.dateCreated.toISOString(),
    lastEdited: user.lastEdited ? user.lastEdited.toISOString() : null,
  };
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
      customerId: { type: DataTypes.UUID, allowNull: true, defaultValue: null },
      totpPendingSecret: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      totpSecret: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      totpEnabledAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      // BIGINT arrives as a string from pg; a time step fits a JS number for millennia.
      totpLastStep: {
        type: DataTypes.BIGINT,
        allowNull: true,
        defaultValue: null,
        get() {
          const raw = this.getDataValue('totpLastStep') as number | string | null;
          return raw === null ? null : Number(raw);
        },
      },
    },
    { sequelize, tableName: 'users', modelName: 'User' },
  );
  return BoundUser;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whoever signed in, as the login answer shows them. */
export const signedInUserDto = (user: User): SignedInUser =>
  user.role === 'customer' ? customerAccountDto(user) : user.toDto();
