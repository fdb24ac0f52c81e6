import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type AuditAction =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.refused'
  | 'login.password-accepted'
  | 'login.code-failed'
  | 'login.throttled'
  | 'two-factor.enabled'
  | 'two-factor.disabled'
  | 'two-factor.reset'
  | 'logout'
  | 'user.registered'
  | 'user.registration-refused'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'user.approved'
  | 'user.rejected'
  | 'settings.updated'
  | 'password.changed'
  | 'password.reset-requested'
  | 'password.reset'
  | 'customer.invited'
  | 'customer.invite-accepted'
  | 'customer.access-revoked';

/** Who did what to whom, when and from where. Never holds a password or a token. */
export class AuditEntry extends Model<
  InferAttributes<AuditEntry>,
  InferCreationAttributes<AuditEntry>
> {
  declare id: CreationOptional<string>;
  declare action: AuditAction;
  declare actorId: string | null;
  declare targetId: string | null;
  declare ip: string | null;
  declare detail: Record<string, unknown> | null;
  declare at: CreationOptional<Date>;
}

export function bindAuditEntryModel(sequelize: Sequelize): typeof AuditEntry {
  class BoundAuditEntry extends AuditEntry {}
  BoundAuditEntry.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      action: { type: DataTypes.STRING(40), allowNull: false },
      actorId: { type: DataTypes.UUID, allowNull: true },
      targetId: { type: DataTypes.UUID, allowNull: true },
      ip: { type: DataTypes.STRING(45), allowNull: true },
      detail: { type: DataTypes.JSONB, allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'audit_log', modelName: 'AuditEntry' },
  );
  return BoundAuditEntry;
}
