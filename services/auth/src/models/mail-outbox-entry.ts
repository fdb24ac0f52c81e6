import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { EmailJob } from '@studio/contracts/mail';

/** A mail written in the same transaction as the change it reports; deleted once it is on the queue. */
export class MailOutboxEntry extends Model<
  InferAttributes<MailOutboxEntry>,
  InferCreationAttributes<MailOutboxEntry>
> {
  declare id: CreationOptional<string>;
  declare message: EmailJob;
  declare dateCreated: CreationOptional<Date>;
}

export function bindMailOutboxEntryModel(sequelize: Sequelize): typeof MailOutboxEntry {
  class BoundMailOutboxEntry extends MailOutboxEntry {}
  BoundMailOutboxEntry.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      message: { type: DataTypes.JSONB, allowNull: false },
      dateCreated: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'mail_outbox', modelName: 'MailOutboxEntry' },
  );
  return BoundMailOutboxEntry;
}
