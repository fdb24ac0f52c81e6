import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

import type { LedgerSourceType as CustomerLedgerSourceType } from '@studio/contracts/customers';

/** The ledger commands the training service writes. */
export type LedgerSourceType = Extract<
  CustomerLedgerSourceType,
  'training-claim' | 'training-unclaim' | 'late-cancel' | 'late-cancel-waiver'
>;

export interface LedgerOutboxRecord extends Model<
  InferAttributes<LedgerOutboxRecord>,
  InferCreationAttributes<LedgerOutboxRecord>
> {
  id: string;
  sourceType: LedgerSourceType;
  sourceId: string;
  customerId: string;
  delta: number;
  reason: string | null;
  /** Who caused the command (a waiving staff member), for the customer service's audit log. */
  actorId: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  deliveredAt: CreationOptional<Date | null>;
  attempts: CreationOptional<number>;
  lastError: CreationOptional<string | null>;
}

export type LedgerOutboxModel = ModelStatic<LedgerOutboxRecord>;

export function defineLedgerOutboxModel(sequelize: Sequelize): LedgerOutboxModel {
  return sequelize.define<LedgerOutboxRecord>(
    'LedgerOutbox',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      sourceType: { type: DataTypes.TEXT, allowNull: false, field: 'source_type' },
      sourceId: { type: DataTypes.UUID, allowNull: false, field: 'source_id' },
      customerId: { type: DataTypes.UUID, allowNull: false, field: 'customer_id' },
      delta: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      actorId: { type: DataTypes.UUID, allowNull: true, field: 'actor_id' },
      createdAt: { type: DataTypes.DATE, field: 'created_at' },
      deliveredAt: { type: DataTypes.DATE, allowNull: true, field: 'delivered_at' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastError: { type: DataTypes.TEXT, allowNull: true, field: 'last_error' },
    },
    { tableName: 'ledger_outbox', timestamps: true, updatedAt: false },
  );
}
