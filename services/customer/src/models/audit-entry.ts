import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** Who changed what, and when: every customer create/edit and every balance change. */
export class AuditEntryRecord extends Model<
  InferAttributes<AuditEntryRecord>,
  InferCreationAttributes<AuditEntryRecord>
> {
  declare id: CreationOptional<string>;
  declare actorId: string;
  declare actorRole: string;
  declare action:
    | 'customer.create'
    | 'customer.update'
    | 'customer.view-ic'
    | 'balance.change'
    | 'package.extend'
    | 'consent.withdrawn'
    | 'consent.renewed'
    | 'measurement.record'
    | 'measurement.correct'
    | 'photo.upload'
    | 'photo-consent.grant'
    | 'photo-consent.withdraw'
    | 'result.publish'
    | 'result.unpublish'
    | 'customer.erase'
    | 'lead.convert'
    | 'lead.forget';
  declare customerId: string | null;
  /** Never holds an IC number: IC changes are recorded as `"ic": "changed"`. */
  declare details: Record<string, unknown>;
  declare requestId: string | null;
  declare clientIp: string | null;
  declare createdAt: CreationOptional<Date>;
}

export function initAuditEntryModel(sequelize: Sequelize): void {
  AuditEntryRecord.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      actorId: { type: DataTypes.TEXT, allowNull: false },
      actorRole: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      customerId: { type: DataTypes.UUID, allowNull: true },
      details: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      requestId: { type: DataTypes.TEXT, allowNull: true },
      clientIp: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'audit_entries', underscored: true },
  );
}
